// SPDX-License-Identifier: GPL-2.0-or-later
// glib's headers name a struct member "signals", which Qt defines as a
// keyword: they come first, with the keyword out of the way.
#pragma push_macro("signals")
#undef signals
#include <polkit/polkit.h>
#pragma pop_macro("signals")

#include "polkitqtauthority.h"

#include <PolkitQt1/Authority>
#include <PolkitQt1/Subject>

#include <QAbstractEventDispatcher>
#include <QPointer>

namespace nfstuner {

// One check in flight: what the GLib callback needs to find its way back.
struct PolkitQtAuthority::PendingCheck
{
    QPointer<PolkitQtAuthority> owner;
    QString cancellationId;
    GCancellable *cancellable = nullptr;
    std::function<void(const Authorization &)> done;
};

namespace {

void checked(GObject *source, GAsyncResult *result, gpointer data)
{
    auto *pending = static_cast<PolkitQtAuthority::PendingCheck *>(data);
    GError *error = nullptr;
    PolkitAuthorizationResult *answer =
        polkit_authority_check_authorization_finish(POLKIT_AUTHORITY(source), result, &error);
    Authorization outcome;
    if (error) {
        if (g_error_matches(error, POLKIT_ERROR, POLKIT_ERROR_CANCELLED) ||
            g_error_matches(error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            outcome = {Authorization::Outcome::Cancelled,
                       QStringLiteral("the check was cancelled")};
        else
            outcome = {Authorization::Outcome::Failed,
                       QStringLiteral("polkit: %1").arg(QString::fromUtf8(error->message))};
        g_error_free(error);
    } else if (polkit_authorization_result_get_is_authorized(answer)) {
        outcome = {Authorization::Outcome::Authorized, QString()};
    } else if (polkit_authorization_result_get_dismissed(answer)) {
        outcome = {Authorization::Outcome::Dismissed,
                   QStringLiteral("the password dialog was dismissed")};
    } else if (polkit_authorization_result_get_is_challenge(answer)) {
        outcome = {Authorization::Outcome::NoAgent,
                   QStringLiteral("an administrator password is needed, but no authentication "
                                  "agent was allowed or running to ask for it")};
    } else {
        outcome = {Authorization::Outcome::Denied, QStringLiteral("polkit does not allow it")};
    }
    if (answer)
        g_object_unref(answer);
    if (pending->owner) {
        pending->owner->finishCheck(pending, outcome);
    } else {
        g_object_unref(pending->cancellable);
        delete pending;
    }
}

} // namespace

PolkitQtAuthority::PolkitQtAuthority(QObject *parent)
    : QObject(parent)
{
    PolkitQt1::Authority *authority = PolkitQt1::Authority::instance();
    if (authority->hasError() || !authority->polkitAuthority())
        m_unusable = QStringLiteral("no polkit authority: %1").arg(authority->errorDetails());
    else if (!QAbstractEventDispatcher::instance() ||
             !QAbstractEventDispatcher::instance()->inherits("QEventDispatcherGlib"))
        m_unusable = QStringLiteral("Qt runs without its GLib event dispatcher (QT_NO_GLIB?), "
                                    "so polkit's answers would never arrive");
}

PolkitQtAuthority::~PolkitQtAuthority()
{
    // Callbacks still to come find no owner and only free their check.
    for (PendingCheck *pending : std::as_const(m_pending))
        g_cancellable_cancel(pending->cancellable);
}

void PolkitQtAuthority::check(const AuthorizationRequest &request,
                              std::function<void(const Authorization &)> done)
{
    if (!m_unusable.isEmpty()) {
        done({Authorization::Outcome::Failed, m_unusable});
        return;
    }
    // The caller's unique bus name: polkit looks up its uid, pid and
    // session itself. Nothing the caller says about itself counts.
    const PolkitQt1::SystemBusNameSubject subject(request.busName);
    PolkitDetails *details = polkit_details_new();
    for (auto it = request.details.cbegin(); it != request.details.cend(); ++it)
        polkit_details_insert(details, it.key().toUtf8().constData(),
                              it.value().toUtf8().constData());

    auto *pending =
        new PendingCheck{this, request.cancellationId, g_cancellable_new(), std::move(done)};
    if (!request.cancellationId.isEmpty())
        m_pending.insert(request.cancellationId, pending);
    polkit_authority_check_authorization(
        PolkitQt1::Authority::instance()->polkitAuthority(), subject.subject(),
        request.actionId.toUtf8().constData(), details,
        request.allowInteraction ? POLKIT_CHECK_AUTHORIZATION_FLAGS_ALLOW_USER_INTERACTION
                                 : POLKIT_CHECK_AUTHORIZATION_FLAGS_NONE,
        pending->cancellable, checked, pending);
    g_object_unref(details);
}

void PolkitQtAuthority::cancel(const QString &cancellationId)
{
    // polkit-gobject passes it on to polkitd (CancelCheckAuthorization),
    // which closes the password dialog; the check then answers Cancelled.
    if (PendingCheck *pending = m_pending.value(cancellationId))
        g_cancellable_cancel(pending->cancellable);
}

void PolkitQtAuthority::finishCheck(PendingCheck *pending, const Authorization &answer)
{
    if (!pending->cancellationId.isEmpty())
        m_pending.remove(pending->cancellationId);
    auto done = std::move(pending->done);
    g_object_unref(pending->cancellable);
    delete pending;
    done(answer);
}

} // namespace nfstuner
