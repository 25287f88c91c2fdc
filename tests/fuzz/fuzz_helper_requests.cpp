// SPDX-License-Identifier: GPL-2.0-or-later
// What the privileged helper accepts, on any arguments: a request passes
// only when it names exactly what the helper may touch, checked here
// independently of the helper's own rules: a BDI of decimal "major:minor"
// within the kernel's limits, readahead up to 1 GiB, /etc/nfs.conf or
// /etc/nfs.conf.d/NAME.conf, [nfsrahead] keys or [nfs-tuner] rule keys
// with plain decimal values.
#include "fuzzcheck.h"
#include "tuning/tuningrequests.h"

#include <QSet>
#include <QStringList>

#include <cstring>

using namespace nfstuner;

namespace {

bool onlyIn(QStringView text, QStringView allowed)
{
    for (QChar c : text) {
        if (!allowed.contains(c))
            return false;
    }
    return true;
}

// The helper's allow-list, written out by hand.
bool mayWrite(const QString &path)
{
    if (path == u"/etc/nfs.conf")
        return true;
    const QString prefix = QStringLiteral("/etc/nfs.conf.d/");
    if (!path.startsWith(prefix) || !path.endsWith(u".conf"))
        return false;
    const QStringView name =
        QStringView(path).sliced(prefix.size(), path.size() - prefix.size() - 5);
    return name.size() >= 1 && name.size() <= 64 &&
           onlyIn(name, u"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-");
}

bool isNfsraheadKey(const QByteArray &key)
{
    return key == "nfs" || key == "nfs4" || key == "default";
}

// A rule's key: 1-255 bytes of the allow-list, no export without a server,
// never nfs-utils' "include".
bool isRuleKey(const QByteArray &key)
{
    return !key.isEmpty() && key.size() <= 255 && !key.startsWith(":/") &&
           key.toLower() != "include" &&
           onlyIn(QString::fromLatin1(key),
                  u"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._:/@+-");
}

bool isPlainDecimal(const QByteArray &value)
{
    return !value.isEmpty() && (value == "0" || value[0] != '0') &&
           onlyIn(QString::fromLatin1(value), u"0123456789") && value.size() <= 7 &&
           value.toULongLong() <= TuningLimits::MaxReadaheadKib;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // Fields separated by NUL: bdi, kib, file, key=value..., -key..., sha.
    const QList<QByteArray> fields =
        QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)).split('\0');
    const QString bdi = QString::fromUtf8(fields.value(0));
    quint32 kib = quint32(fields.value(1).size()) * 700000u;
    if (fields.value(1).size() >= 4)
        std::memcpy(&kib, fields[1].constData(), sizeof kib);

    if (const auto request = SetReadaheadRequest::parse(bdi, kib)) {
        FUZZ_CHECK(request->bdi.toString() == bdi); // canonical: no spaces, signs, zeros
        FUZZ_CHECK(request->kib == kib && kib <= TuningLimits::MaxReadaheadKib);
        FUZZ_CHECK(onlyIn(bdi, u"0123456789:"));
    }

    const QString file = QString::fromUtf8(fields.value(2));
    QMap<QString, QString> set;
    QStringList unset;
    for (qsizetype i = 3; i + 1 < fields.size(); ++i) {
        const QString field = QString::fromUtf8(fields[i]);
        if (field.startsWith(u'-'))
            unset.append(field.mid(1));
        else
            set.insert(field.section(u'=', 0, 0), field.section(u'=', 1));
    }
    const QString sha = QString::fromUtf8(fields.size() > 3 ? fields.last() : QByteArray());
    if (const auto request = ConfigWriteRequest::parse(file, set, unset, sha)) {
        FUZZ_CHECK(mayWrite(request->systemPath) && request->systemPath == file);
        FUZZ_CHECK(request->set.size() + request->unset.size() >= 1);
        QSet<QByteArray> seen;
        for (auto it = request->set.cbegin(); it != request->set.cend(); ++it) {
            FUZZ_CHECK(isNfsraheadKey(it.key()) || isRuleKey(it.key()));
            FUZZ_CHECK(isPlainDecimal(it.value()));
            FUZZ_CHECK(!seen.contains(it.key().toLower()));
            seen.insert(it.key().toLower());
        }
        for (const QByteArray &key : request->unset) {
            FUZZ_CHECK(isNfsraheadKey(key) || isRuleKey(key));
            FUZZ_CHECK(!seen.contains(key.toLower()));
            seen.insert(key.toLower());
        }
        FUZZ_CHECK(request->expectedSha256.isEmpty() ||
                   (request->expectedSha256.size() == 64 &&
                    onlyIn(QString::fromLatin1(request->expectedSha256), u"0123456789abcdef")));
        for (const ConfEdit &edit : request->edits())
            FUZZ_CHECK(edit.section == (isNfsraheadKey(edit.key) ? "nfsrahead" : "nfs-tuner") &&
                       !edit.arg && NfsConfEditor::validate(edit));
    }
    return 0;
}
