// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace nfstuner {

// Text from outside (labels, server answers, paths, process and file
// names) made safe for one line of a terminal, a table or a cell: control
// characters become the kernel's octal escapes of their UTF-8 bytes, as in
// /proc/self/mountinfo: C0 and DEL as one (tab -> \011, newline -> \012),
// C1 as two (U+0085 -> \302\205; a terminal may act on them as it does on
// ESC), and the line separators and bidirectional controls as three (a
// name must not break a line or make it read as another). Everything else,
// the backslash included, stays, so escaping twice changes nothing. The window and the CLI show
// outside text this way.
QString printable(const QString &text);
// The same on UTF-8 bytes (a table's cells): valid UTF-8 in, valid out.
QByteArray printableUtf8(QByteArrayView utf8);
// The same for a name as raw bytes (a file name, a command): UTF-8 as text;
// a name that is not valid UTF-8 has each byte from 0x80 escaped too
// (\377), so that it reads back unambiguously and never as another name.
QString printableName(QByteArrayView bytes);

} // namespace nfstuner
