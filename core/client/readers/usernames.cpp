// SPDX-License-Identifier: GPL-2.0-or-later
#include "readers/usernames.h"

#include <QFile>

#include <pwd.h>
#include <vector>

namespace nfstuner {

UserNames::UserNames(SystemRoot root)
    : m_root(std::move(root))
{}

QString UserNames::name(quint32 uid)
{
    if (const auto known = m_known.constFind(uid); known != m_known.cend())
        return *known;
    QString name;
    if (m_root.isRealSystem()) {
        passwd entry = {};
        passwd *found = nullptr;
        std::vector<char> buffer(16384);
        if (::getpwuid_r(uid, &entry, buffer.data(), buffer.size(), &found) == 0 && found)
            name = QString::fromLocal8Bit(found->pw_name);
    } else if (!m_passwdRead) {
        m_passwdRead = true;
        QFile passwd(m_root.path(QStringLiteral("/etc/passwd")));
        if (passwd.open(QIODevice::ReadOnly)) {
            for (const QByteArray &line : passwd.readAll().split('\n')) {
                const QList<QByteArray> fields = line.split(':');
                bool ok = false;
                const quint32 id = fields.value(2).toUInt(&ok);
                if (ok && !fields[0].isEmpty() && !m_known.contains(id))
                    m_known.insert(id, QString::fromUtf8(fields[0]));
            }
        }
        if (m_known.contains(uid))
            return m_known.value(uid);
    }
    if (name.isEmpty())
        name = QString::number(uid);
    m_known.insert(uid, name);
    return name;
}

} // namespace nfstuner
