// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/systemroot.h"

#include <QDir>

namespace nfstuner {

SystemRoot::SystemRoot(const QString &root)
{
    QString cleaned = QDir::cleanPath(root.isEmpty() ? QStringLiteral("/") : root);
    if (QDir::isRelativePath(cleaned))
        cleaned = QDir::cleanPath(QDir::current().absoluteFilePath(cleaned));
    m_root = cleaned == QLatin1String("/") ? QString() : cleaned;
}

QString SystemRoot::path(const QString &systemPath) const
{
    Q_ASSERT(systemPath.startsWith(QLatin1Char('/')));
    return m_root + systemPath;
}

} // namespace nfstuner
