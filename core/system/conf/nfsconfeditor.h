// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>

#include <optional>

namespace nfstuner {

// Set or unset one key of one section of one nfs.conf file.
struct ConfEdit
{
    QByteArray section;
    std::optional<QByteArray> arg; // [section "arg"]
    QByteArray key;
    std::optional<QByteArray> value; // nullopt: unset
};

// Edits nfs.conf text losslessly: every byte outside the edited line stays.
// Placement follows nfsconf --set: the key's active line is changed in place
// (the last one, the one nfs-utils uses); else a commented example of it in
// the section ("# nfs4=16000") is taken over; else a new line goes after the
// section's last setting; a missing section is appended; a missing file is
// created. Unlike nfsconf it adds no "# Modified:" line unless asked, never
// drops an unterminated last line, and never deletes commented examples.
// Every result is re-read with nfs-utils' rules and refused unless it holds
// exactly the intended change.
class NfsConfEditor
{
    Q_DECLARE_TR_FUNCTIONS(NfsConfEditor)

public:
    // One edit of an existing file's content (possibly empty).
    static Result<QByteArray> apply(const QByteArray &content, const ConfEdit &edit);
    // Edits in order. `content` nullopt: the file does not exist; a set
    // creates it. The result is nullopt when there is still no file to write.
    static Result<std::optional<QByteArray>> applyToFile(const std::optional<QByteArray> &content,
                                                         const QList<ConfEdit> &edits);

    // Names and values the editor can write so that nfs-utils reads them back.
    static Result<void> validate(const ConfEdit &edit);

    // Sets "# Modified: INFO on DATE" as nfsconf --modified does: the last
    // such line is replaced, else one is appended.
    static QByteArray withModifiedComment(const QByteArray &content, const QByteArray &info,
                                          const QDateTime &when);
};

} // namespace nfstuner
