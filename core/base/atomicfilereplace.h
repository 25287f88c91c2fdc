// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

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
// fsync'ed and renamed over the target, then the folder is fsync'ed. The
// target is locked with flock(LOCK_EX) throughout, as nfsconf does, and so is
// its folder, so that concurrent replaces queue up. Symbolic links and
// anything but regular files are refused.
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

    // `expectedSha256`: nullopt to skip the check; "" when the caller saw no
    // file; else the hex SHA-256 of the content the caller edited. A mismatch
    // gives a Conflict error and changes nothing.
    static Result<Outcome> replace(const QString &path,
                                   const std::optional<QByteArray> &expectedSha256,
                                   const Editor &edit, mode_t newFileMode = 0644);

    static QByteArray sha256Hex(const QByteArray &content);
};

} // namespace nfstuner
