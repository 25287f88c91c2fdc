// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace nfstuner {

// A path made safe for one line of a table or a cell: control characters
// become the kernel's octal escapes (tab -> \011, newline -> \012), as in
// /proc/self/mountinfo. The window and the CLI show paths this way.
QString printable(const QString &text);

} // namespace nfstuner
