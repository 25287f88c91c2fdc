// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "authorizer.h"

#include <QHash>
#include <QObject>

namespace nfstuner {

// Asks polkit through PolkitQt6-1: its Authority (the polkit connection the
// library keeps) and its SystemBusNameSubject for the caller. The check
// itself goes to that authority's PolkitAuthority with a cancellable of its
// own, because PolkitQt1::Authority::checkAuthorization serves one check at
// a time: its checkAuthorizationFinished says no more than the result (no
// request, no "dismissed"), a failed check emits nothing, and its one
// cancellable is never reset, so one cancellation would cancel every later
// check. The helper has several callers waiting at once (a password dialog
// can stay open for minutes), so each check needs its own.
// Answers arrive on the GLib main context, which Qt's GLib event dispatcher
// runs (Debian's Qt uses it; the constructor says when it is missing).
class PolkitQtAuthority
    : public QObject
    , public Authorizer
{
    Q_OBJECT

public:
    explicit PolkitQtAuthority(QObject *parent = nullptr);
    ~PolkitQtAuthority() override;

    void check(const AuthorizationRequest &request,
               std::function<void(const Authorization &)> done) override;
    void cancel(const QString &cancellationId) override;

    // Why no check can succeed (no polkit authority, no GLib event loop);
    // empty when checks can be made.
    QString unusableReason() const { return m_unusable; }

    // A check under way; finishCheck, called from polkit's answer, ends it.
    struct PendingCheck;
    void finishCheck(PendingCheck *pending, const Authorization &answer);

private:
    QString m_unusable;
    QHash<QString, PendingCheck *> m_pending; // by cancellation id
};

} // namespace nfstuner
