// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

#include <functional>

namespace nfstuner {

// The answer to "may this caller do this?".
struct Authorization
{
    enum class Outcome
    {
        Authorized,
        Denied,    // not allowed, or authentication failed
        Dismissed, // the user closed the password dialog
        NoAgent,   // a password was needed but no agent could ask for it
        Failed,    // polkit could not answer
    };
    Outcome outcome = Outcome::Failed;
    QString detail; // for logs and error messages

    bool authorized() const { return outcome == Outcome::Authorized; }
};

// Decides about a D-Bus caller (its unique bus name). Asynchronous: a
// password dialog may be open for minutes while other callers go on.
class Authorizer
{
public:
    virtual ~Authorizer() = default;
    virtual void check(const QString &busName, const QString &actionId,
                       std::function<void(const Authorization &)> done) = 0;
};

} // namespace nfstuner
