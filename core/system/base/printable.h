// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace nfstuner {

// A path made safe for one line of a table or a cell: control characters
// become the kernel's octal escapes (tab -> \011, newline -> \012), as in
// /proc/self/mountinfo. The window and the CLI show paths this way.
QString printable(const QString &text);
// The same for a name as raw bytes (a file name, a command): UTF-8 as text;
// a name that is not valid UTF-8 has each byte from 0x80 escaped too
// (\377), so that it reads back unambiguously and never as another name.
QString printableName(QByteArrayView bytes);

} // namespace nfstuner
