// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "conf/nfsconfeditor.h"

#include <QByteArray>

// Where an edit goes in nfs.conf text and how the line is written, as
// nfsconf --set places it (see NfsConfEditor, which validates the edit
// first and checks the result reads back as intended).
namespace nfstuner::ConfPlacement {

// The content with the edit placed; every byte outside the edited lines stays.
Result<QByteArray> place(const QByteArray &content, const ConfEdit &edit);

// is_comment() of conffile.c's writer: blanks, then '#'.
bool isWriterComment(QByteArrayView text);
bool isBlankText(QByteArrayView text);

} // namespace nfstuner::ConfPlacement
