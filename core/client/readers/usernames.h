// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"

#include <QHash>
#include <QString>

namespace nfstuner {

// User names of uids: the system's (getpwuid, NSS included) on the real
// system, ROOT/etc/passwd on a folder root; the number when there is none.
class UserNames
{
public:
    explicit UserNames(SystemRoot root);
    QString name(quint32 uid);

private:
    SystemRoot m_root;
    QHash<quint32, QString> m_known;
    bool m_passwdRead = false;
};

} // namespace nfstuner
