// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "authorizer.h"

#include <QDBusConnection>
#include <QString>

#include <memory>

namespace nfstuner {

// The authorizer this build asks polkit through, chosen at configure time
// (NFSTUNER_POLKIT_BACKEND, polkit/CMakeLists.txt): PolkitQt6-1 where it
// was found, polkitd's D-Bus API on the system bus otherwise.
struct PolkitBackend
{
    std::unique_ptr<Authorizer> authorizer;
    QString name;     // for the log: which library, which version
    QString unusable; // why no check can succeed; empty when all is well
};

PolkitBackend makePolkitBackend(const QDBusConnection &systemBus);

} // namespace nfstuner
