// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/unixfd.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>
#include <sys/types.h>

namespace nfstuner {

// Replaces a file so that it is always either the old or the new content:
// the new bytes go to a temporary file in the same folder (with the old
// file's mode, owner and extended attributes: ACLs, SELinux label), which is
// fsync'ed and renamed over the target, then the folder is fsync'ed. Every
// step works on the folder's descriptor (openat, renameat2), so the folder
// checked is the folder written. Symbolic links and anything but regular
// files are refused.
//
// Locks never block: a lock anyone may take (flock needs only read access)
// must not stall a privileged writer. The target is locked with
// flock(LOCK_EX), as nfsconf --set does, and writers that share a lock file
// only they can open queue on it; both are tried without blocking until a
// deadline, then the answer is Busy and nothing is written.
class AtomicFileReplace
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFileReplace)

public:
    // Given the current content (nullopt: no file), returns the new content,
    // or nullopt to leave the file as it is.
    using Editor =
        std::function<Result<std::optional<QByteArray>>(const std::optional<QByteArray> &current)>;

    struct Outcome
    {
        QByteArray oldSha256; // hex; empty when there was no file
        QByteArray newSha256; // hex; empty when there is still no file
        bool changed = false;
    };

    struct Options
    {
        // nullopt to skip the check; "" when the caller saw no file; else the
        // hex SHA-256 of the content the caller edited. A mismatch gives a
        // Conflict error and changes nothing.
        std::optional<QByteArray> expectedSha256;
        mode_t newFileMode = 0644;
        // A lock file that serialises writers (created 0600 if missing);
        // empty for none.
        QString writerLock;
        int lockDeadlineMs = 5000;
    };

    static Result<Outcome> replace(const QString &path,
                                   const std::optional<QByteArray> &expectedSha256,
                                   const Editor &edit, mode_t newFileMode = 0644);
    // `name` in the open folder `folder` (whose path `folderPath` is for
    // messages only).
    static Result<Outcome> replaceIn(int folder, const QString &folderPath, const QString &name,
                                     const Editor &edit, const Options &options);

    // Opens `relative` (a/b/c) below the open folder `base`, one component at
    // a time, none of them a symbolic link; `create` makes the last one
    // (mode 0755) when it is missing.
    static Result<UniqueFd> openFolder(int base, const QString &basePath, const QString &relative,
                                       bool create = false);

    static QByteArray sha256Hex(const QByteArray &content);
};

} // namespace nfstuner
