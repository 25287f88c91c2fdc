// SPDX-License-Identifier: GPL-2.0-or-later
#include "mounts/nfsmounttable.h"

#include "base/textfile.h"
#include "mounts/mountinfolines.h"

#include <QFile>
#include <QSet>

#include <cerrno>
#include <cstdio>
#include <libmount.h>
#include <memory>
#include <sys/sysmacros.h>

namespace nfstuner {

namespace {

struct TableDeleter
{
    void operator()(libmnt_table *table) const { mnt_unref_table(table); }
};
struct IterDeleter
{
    void operator()(libmnt_iter *iter) const { mnt_free_iter(iter); }
};
struct FileCloser
{
    void operator()(FILE *file) const { fclose(file); }
};

// Where libmount reports the first line it could not parse.
struct ParseState
{
    int badLine = 0;
};

int onParseError(libmnt_table *table, const char *, int line)
{
    auto *state = static_cast<ParseState *>(mnt_table_get_userdata(table));
    if (state->badLine == 0)
        state->badLine = line;
    return -EINVAL; // stop: a table with holes would hide mounts
}

Error malformedLine(const QString &path, int line)
{
    return Error{
        Error::Code::Malformed,
        NfsMountTable::tr("%1: line %2 is not a valid mountinfo line").arg(path).arg(line)};
}

QString fromC(const char *text)
{
    return text ? QString::fromUtf8(text) : QString();
}

// Two mounts in three are not NFS; their types repeat (tmpfs, ext4, ...):
// one string per type rather than per mount.
class FsTypeNames
{
public:
    QString get(QLatin1StringView fstype)
    {
        for (const QString &name : std::as_const(m_names)) {
            if (name == fstype)
                return name;
        }
        m_names.append(fstype);
        return m_names.constLast();
    }

private:
    QList<QString> m_names;
};

// Most mounts share these values: one string each, not one per mount.
QString shared(QByteArrayView text)
{
    static const QString common[] = {
        QStringLiteral("/"),     QStringLiteral("nfs"),   QStringLiteral("nfs4"),
        QStringLiteral("3"),     QStringLiteral("4.0"),   QStringLiteral("4.1"),
        QStringLiteral("4.2"),   QStringLiteral("tcp"),   QStringLiteral("tcp6"),
        QStringLiteral("udp"),   QStringLiteral("udp6"),  QStringLiteral("rdma"),
        QStringLiteral("rdma6"), QStringLiteral("sys"),   QStringLiteral("krb5"),
        QStringLiteral("krb5i"), QStringLiteral("krb5p"), QStringLiteral("none")};
    for (const QString &value : common) {
        if (QAnyStringView::equal(value, QLatin1StringView(text)))
            return value;
    }
    return QString::fromUtf8(text);
}

QString shared(const std::optional<QByteArrayView> &text)
{
    return text ? shared(*text) : QString();
}

NfsMount toNfsMount(libmnt_fs *fs)
{
    NfsMount mount;
    mount.mountId = mnt_fs_get_id(fs);
    mount.mountpoint = fromC(mnt_fs_get_target(fs));
    mount.root = shared(QByteArrayView(mnt_fs_get_root(fs)));
    mount.source = fromC(mnt_fs_get_source(fs));
    const NfsSource source = NfsSource::parse(mount.source);
    mount.server = source.server;
    mount.exportPath = source.exportPath;
    mount.fstype = shared(QByteArrayView(mnt_fs_get_fstype(fs)));
    const dev_t dev = mnt_fs_get_devno(fs);
    mount.bdi = BdiId{major(dev), minor(dev)};

    mount.options = MountOptions::parse(QByteArray(mnt_fs_get_fs_options(fs)));
    const MountOptions &options = mount.options;
    mount.version = shared(options.rawValue(u"vers"));
    mount.rsize = options.number(u"rsize").value_or(0);
    mount.wsize = options.number(u"wsize").value_or(0);
    mount.proto = shared(options.rawValue(u"proto"));
    mount.sec = shared(options.rawValue(u"sec"));
    mount.timeo = options.number(u"timeo");
    mount.retrans = options.number(u"retrans");
    mount.nconnect = options.number(u"nconnect");
    if (options.hasFlag(u"softerr"))
        mount.recovery = NfsRecovery::SoftErr;
    else if (options.hasFlag(u"soft"))
        mount.recovery = NfsRecovery::Soft;

    // Read-only if either the mount (per-mount flags) or the superblock is.
    mount.readOnly =
        MountOptions::hasFlag(mnt_fs_get_vfs_options(fs), u"ro") || options.hasFlag(u"ro");
    return mount;
}

} // namespace

Result<NfsMountTable> NfsMountTable::read(const SystemRoot &root)
{
    return readFile(root.path(SystemRoot::mountInfoPath()));
}

NfsMountTable::NfsMountTable(QList<NfsMount> mounts)
    : m_mounts(std::move(mounts))
{
    index();
}

void NfsMountTable::index()
{
    m_onBdi.clear();
    m_byMountpoint.clear();
    m_onBdi.reserve(m_mounts.size());
    m_byMountpoint.reserve(m_mounts.size());
    for (qsizetype i = 0; i < m_mounts.size(); ++i) {
        m_onBdi[m_mounts[i].bdi].append(i);
        // The last mount on a path is the visible one (it hides earlier ones).
        m_byMountpoint.insert(m_mounts[i].mountpoint, i);
    }
}

Result<NfsMountTable> NfsMountTable::readFile(const QString &mountInfoPath)
{
    // One read into memory, so the checks below and libmount see the same bytes.
    auto content = readWholeFile(mountInfoPath);
    if (!content)
        return content.error();
    return parse(std::move(content).value(), mountInfoPath);
}

std::optional<Error> NfsMountTable::checkWhole(const QByteArray &data, const QString &mountInfoPath)
{
    // The kernel ends every line with a newline and never writes NUL bytes:
    // anything else is a truncated or corrupt copy.
    if (data.contains('\0'))
        return Error{Error::Code::Malformed, tr("%1: contains NUL bytes").arg(mountInfoPath)};
    if (!data.isEmpty() && !data.endsWith('\n'))
        return Error{Error::Code::Malformed,
                     tr("%1: ends in the middle of a line (truncated?)").arg(mountInfoPath)};
    return std::nullopt;
}

Result<NfsMountTable> NfsMountTable::parse(QByteArray data, const QString &mountInfoPath)
{
    if (auto error = checkWhole(data, mountInfoPath))
        return *error;
    const auto lines = MountInfoLines::split(data);
    if (!lines)
        return parseWithLibmount(std::move(data), mountInfoPath);
    auto table = lines->nfsLines.isEmpty()
                     ? Result<NfsMountTable>(NfsMountTable())
                     : parseWithLibmount(lines->nfsLines, mountInfoPath, lines->nfsLineCount);
    // Should libmount refuse a line the split took, the whole file through
    // libmount names it by its own number.
    if (!table)
        return parseWithLibmount(std::move(data), mountInfoPath);
    FsTypeNames fsTypes;
    for (const MountInfoLines::Other &other : lines->others)
        table.value().m_otherFsTypes.insert(other.bdi, fsTypes.get(other.fstype));
    return table;
}

Result<NfsMountTable> NfsMountTable::parseEveryLine(QByteArray data, const QString &mountInfoPath)
{
    if (auto error = checkWhole(data, mountInfoPath))
        return *error;
    return parseWithLibmount(std::move(data), mountInfoPath);
}

Result<NfsMountTable> NfsMountTable::parseWithLibmount(QByteArray data,
                                                       const QString &mountInfoPath,
                                                       qsizetype expectedMounts)
{
    if (data.isEmpty())
        return NfsMountTable();
    std::unique_ptr<libmnt_table, TableDeleter> table(mnt_new_table());
    std::unique_ptr<FILE, FileCloser> stream(fmemopen(data.data(), size_t(data.size()), "r"));
    if (!table || !stream)
        return Error::fromErrno(errno, mountInfoPath);
    ParseState state;
    mnt_table_set_userdata(table.get(), &state);
    mnt_table_set_parser_errcb(table.get(), onParseError);
    const QByteArray name = QFile::encodeName(mountInfoPath);
    const int rc = mnt_table_parse_stream(table.get(), stream.get(), name.constData());
    if (state.badLine > 0)
        return malformedLine(mountInfoPath, state.badLine);
    if (rc != 0)
        return Error::fromErrno(rc < 0 ? -rc : EIO, mountInfoPath);

    NfsMountTable result;
    result.m_mounts.reserve(expectedMounts);
    FsTypeNames fsTypes;
    std::unique_ptr<libmnt_iter, IterDeleter> iter(mnt_new_iter(MNT_ITER_FORWARD));
    libmnt_fs *fs = nullptr;
    while (mnt_table_next_fs(table.get(), iter.get(), &fs) == 0) {
        // libmount guesses the format from the first line; a file that is not
        // mountinfo (fstab-like text) parses, but not as kernel entries.
        if (!mnt_fs_is_kernel(fs) || mnt_fs_get_id(fs) < 0)
            return Error{Error::Code::Malformed,
                         tr("%1: not in mountinfo format").arg(mountInfoPath)};
        const QLatin1StringView fstype(mnt_fs_get_fstype(fs));
        if (NfsMount::isNfsFsType(fstype)) {
            result.m_mounts.append(toNfsMount(fs));
        } else {
            const dev_t dev = mnt_fs_get_devno(fs);
            result.m_otherFsTypes.insert(BdiId{major(dev), minor(dev)}, fsTypes.get(fstype));
        }
    }
    result.index();
    return result;
}

QList<const NfsMount *> NfsMountTable::mountsOnBdi(const BdiId &bdi) const
{
    QList<const NfsMount *> result;
    const auto found = m_onBdi.constFind(bdi);
    if (found == m_onBdi.cend())
        return result;
    result.reserve(found->size());
    for (const qsizetype i : *found)
        result.append(&m_mounts[i]);
    return result;
}

QList<BdiId> NfsMountTable::bdis() const
{
    QList<BdiId> result;
    QSet<BdiId> seen;
    for (const NfsMount &mount : m_mounts) {
        if (!seen.contains(mount.bdi)) {
            seen.insert(mount.bdi);
            result.append(mount.bdi);
        }
    }
    return result;
}

const NfsMount *NfsMountTable::findByMountpoint(const QString &mountpoint) const
{
    const auto found = m_byMountpoint.constFind(mountpoint);
    return found == m_byMountpoint.cend() ? nullptr : &m_mounts[*found];
}

} // namespace nfstuner
