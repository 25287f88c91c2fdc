// SPDX-License-Identifier: GPL-2.0-or-later
// mountinfo through libmount and NFS Tuner's reading of it (sources, option
// strings, versions and sizes) on any bytes: a table or a clean error, and
// for every NFS mount found, what `list` prints holds together.
#include "fuzzcheck.h"
#include "mounts/nfsmounttable.h"
#include "mounts/nfsoptions.h"

using namespace nfstuner;

namespace {

void checkOptions(const MountOptions &options)
{
    for (const MountOption &option : options.all()) {
        if (option.value)
            FUZZ_CHECK(options.value(option.name).has_value());
        else
            FUZZ_CHECK(options.hasFlag(option.name));
    }
}

void checkSource(const QString &source)
{
    const NfsSource parsed = NfsSource::parse(source);
    if (parsed.server.isEmpty())
        return;
    FUZZ_CHECK(source == parsed.server + u':' + parsed.exportPath ||
               source == u'[' + parsed.server + u"]:" + parsed.exportPath);
}

bool sameTable(const NfsMountTable &a, const NfsMountTable &b)
{
    if (a.mounts().size() != b.mounts().size())
        return false;
    for (qsizetype i = 0; i < a.mounts().size(); ++i) {
        const NfsMount &x = a.mounts()[i];
        const NfsMount &y = b.mounts()[i];
        if (x.mountId != y.mountId || x.mountpoint != y.mountpoint || x.root != y.root ||
            x.source != y.source || x.bdi != y.bdi || x.readOnly != y.readOnly ||
            x.options.all() != y.options.all())
            return false;
    }
    return true;
}

// The type of every other mount's device, for each device a line names.
bool sameOtherTypes(const NfsMountTable &a, const NfsMountTable &b, const QByteArray &content)
{
    for (const QByteArray &line : content.split('\n')) {
        const auto bdi = BdiId::parse(QString::fromLatin1(line.split(' ').value(2)));
        if (bdi && a.otherFsTypeOn(*bdi) != b.otherFsTypeOn(*bdi))
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray content(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto table = NfsMountTable::parse(content, QStringLiteral("fuzz/mountinfo"));
    // Lines that are not NFS skip libmount: the same table as libmount's of every line.
    const auto reference = NfsMountTable::parseEveryLine(content, QStringLiteral("fuzz/mountinfo"));
    FUZZ_CHECK(bool(table) == bool(reference));
    if (!table)
        FUZZ_CHECK(table.error().message == reference.error().message);
    else
        FUZZ_CHECK(sameTable(*table, *reference) && sameOtherTypes(*table, *reference, content));
    if (!table) {
        FUZZ_CHECK(!table.error().message.isEmpty());
    } else {
        const QList<BdiId> bdis = table->bdis();
        for (const NfsMount &mount : table->mounts()) {
            FUZZ_CHECK(mount.fstype == u"nfs" || mount.fstype == u"nfs4");
            const NfsMount *found = table->findByMountpoint(mount.mountpoint);
            FUZZ_CHECK(found && found->mountpoint == mount.mountpoint);
            FUZZ_CHECK(table->mountsOnBdi(mount.bdi).contains(&mount));
            FUZZ_CHECK(bdis.contains(mount.bdi));
            FUZZ_CHECK(mount.rsize == mount.options.number(u"rsize").value_or(0));
            FUZZ_CHECK(mount.version == mount.options.value(u"vers").value_or(QString()));
            FUZZ_CHECK(mount.server.isEmpty() || mount.source.contains(mount.server));
            checkOptions(mount.options);
            checkSource(mount.source);
        }
    }
    // The option and source parsers alone, on the raw bytes.
    checkOptions(MountOptions::parse(content));
    checkSource(QString::fromUtf8(content));
    return 0;
}
