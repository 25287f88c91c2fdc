// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QMap>
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
        Cancelled, // the check was cancelled (the caller went away)
        Failed,    // polkit could not answer
    };
    Outcome outcome = Outcome::Failed;
    QString detail; // for logs and error messages

    bool authorized() const { return outcome == Outcome::Authorized; }
};

// What is asked: the caller by its unique bus name (never anything it says
// about itself), the action, what exactly it is about (shown by the agent,
// seen by polkit rules as action.lookup(key)), whether the caller allowed
// a password dialog (its message's ALLOW_INTERACTIVE_AUTHORIZATION flag),
// and an id to cancel the check with.
struct AuthorizationRequest
{
    QString busName;
    QString actionId;
    QMap<QString, QString> details;
    bool allowInteraction = false;
    QString cancellationId;
};

// Decides about a D-Bus caller. Asynchronous: a password dialog may be
// open for minutes while other callers go on.
class Authorizer
{
public:
    virtual ~Authorizer() = default;
    virtual void check(const AuthorizationRequest &request,
                       std::function<void(const Authorization &)> done) = 0;
    // Ends a pending check; its `done` then gets Cancelled (or its answer,
    // if that came first).
    virtual void cancel(const QString &cancellationId) = 0;
};

} // namespace nfstuner
