// SPDX-License-Identifier: GPL-2.0-or-later
#include "polkitbackend.h"

#include "polkitdbusauthority.h"
#ifdef NFSTUNER_POLKIT_QT
#include "polkitqtauthority.h"

#include <polkitqt1-version.h>
#endif

namespace nfstuner {

PolkitBackend makePolkitBackend(const QDBusConnection &systemBus)
{
    PolkitBackend backend;
#ifdef NFSTUNER_POLKIT_QT
    auto authority = std::make_unique<PolkitQtAuthority>();
    backend.unusable = authority->unusableReason();
    backend.authorizer = std::move(authority);
    backend.name = QStringLiteral("PolkitQt6-1 " POLKITQT1_VERSION_STRING);
    Q_UNUSED(systemBus) // PolkitQt6-1 keeps its own connection
#else
    backend.authorizer = std::make_unique<PolkitDBusAuthority>(systemBus);
    backend.name = QStringLiteral("polkitd's D-Bus API");
#endif
    return backend;
}

} // namespace nfstuner
