// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace nfstuner {

// --screenshot: `widget`'s picture written to `path` as PNG, the path and
// what was shown (`said`, unless empty) on stdout, and the event loop ended
// with 0 when `fine`, else 2 (also when the picture cannot be written).
void shootAndQuit(QWidget *widget, const QString &path, const QString &said = {}, bool fine = true);

} // namespace nfstuner
