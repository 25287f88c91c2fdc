// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "conf/nfsconfeditor.h"
#include "mounts/bdiid.h"
#include "readers/readerscan.h"
#include "tuning/tuninglimits.h"
#include "tuning/writebacktuner.h"

#include <QCoreApplication>
#include <QMap>
#include <QStringList>

namespace nfstuner {

// What the privileged helper accepts, one parser per method, checked before
// anything else happens. The same parsers run in the in-process backend
// (demo, --root) and the CLI, so a request that passes here is one the
// helper would take. SetNfsCongestionKb takes a CongestionRequest
// (tuning/writebacktuner.h).
struct SetReadaheadRequest
{
    Q_DECLARE_TR_FUNCTIONS(SetReadaheadRequest)

public:
    BdiId bdi;
    quint32 kib = 0;

    // `bdi`: "maj:min" digits only; 0 <= kib <= 1 GiB.
    static Result<SetReadaheadRequest> parse(const QString &bdi, quint32 kib);
    // The same for a BDI already parsed.
    static Result<SetReadaheadRequest> check(const BdiId &bdi, quint32 kib);
};

struct ConfigWriteRequest
{
    Q_DECLARE_TR_FUNCTIONS(ConfigWriteRequest)

public:
    QString systemPath;               // /etc/nfs.conf or /etc/nfs.conf.d/NAME.conf
    QMap<QByteArray, QByteArray> set; // key -> decimal KiB
    QList<QByteArray> unset;
    QByteArray expectedSha256; // hex of what the caller edited; empty: no file

    // Keys nfs, nfs4 and default go to [nfsrahead]; any other key must be
    // one a readahead rule can have (ReadaheadRule::classify) and goes to
    // [nfs-tuner]. Values decimal, in range, no leading zeros; a key at most
    // once (rule keys compared without case, as nfs-utils does); file names
    // [A-Za-z0-9_-]{1,64}.
    static Result<ConfigWriteRequest> parse(const QString &file, const QMap<QString, QString> &set,
                                            const QStringList &unset,
                                            const QString &expectedSha256);
    static bool isAllowedFile(const QString &systemPath);
    // The section a key is written to; an error for a key no section takes.
    static Result<QByteArray> sectionOf(const QString &key);

    QList<ConfEdit> edits() const;
};

// WriteNfsCongestionConfig: the limit to keep for boot, or none to remove
// the setting (kib 0), and the SHA-256 of the drop-in the caller saw.
struct CongestionConfigRequest
{
    std::optional<CongestionRequest> value; // nullopt: remove the setting
    QByteArray expectedSha256;              // hex; empty: no file

    static Result<CongestionConfigRequest> parse(quint32 kib, const QString &expectedSha256);
};

// ListReaders: the NFS mounts whose readers are asked for.
struct ReadersRequest
{
    Q_DECLARE_TR_FUNCTIONS(ReadersRequest)

public:
    static constexpr qsizetype MaxMountpoints = 64;
    static constexpr qsizetype MaxPathLength = 4096;

    QStringList mountpoints; // empty: every NFS mount

    // At most 64 absolute paths, each at most once, no NUL, at most 4096
    // characters.
    static Result<ReadersRequest> parse(const QStringList &mountpoints);
    // Each asked mount of `table` (labelled with its mount id); NotNfs
    // naming a path that is no NFS mount there.
    Result<QList<WatchedMount>> mountsIn(const class NfsMountTable &table) const;
};

// A caller's "the file I saw" hash: 64 lower-case hex digits, or empty for
// a file that did not exist.
Result<QByteArray> parseExpectedSha256(const QString &hex);

} // namespace nfstuner
