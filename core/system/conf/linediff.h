// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace nfstuner {

// A unified diff ("--- a", "+++ b", "@@ -l,n +l,n @@" hunks with `context`
// lines around each change) of two small texts, for previews before saving.
QString unifiedDiff(const QByteArray &before, const QByteArray &after, const QString &name,
                    int context = 3);

} // namespace nfstuner
