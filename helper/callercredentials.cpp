// SPDX-License-Identifier: GPL-2.0-or-later
#include "callercredentials.h"

#include <QDBusArgument>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QVariantMap>

namespace nfstuner {

CallerCredentials::CallerCredentials(QDBusConnection bus, QObject *parent)
    : QObject(parent)
    , m_bus(std::move(bus))
{}

std::optional<CallerCredentials::Credentials> CallerCredentials::known(const QString &busName) const
{
    const auto it = m_known.constFind(busName);
    if (it == m_known.constEnd())
        return std::nullopt;
    return *it;
}

void CallerCredentials::forget(const QString &busName)
{
    m_known.remove(busName);
}

void CallerCredentials::lookUp(const QString &busName, Done done)
{
    if (const auto credentials = known(busName))
        return done(credentials, QString());
    m_queue.enqueue({busName, std::move(done)});
    askNext();
}

void CallerCredentials::askNext()
{
    while (m_inFlight < MaxInFlight && !m_queue.isEmpty()) {
        Question question = m_queue.dequeue();
        // An earlier answer may have named it meanwhile.
        if (const auto credentials = known(question.busName)) {
            question.done(credentials, QString());
            continue;
        }
        ask(std::move(question));
    }
}

void CallerCredentials::ask(Question question)
{
    QDBusMessage message = QDBusMessage::createMethodCall(
        QStringLiteral("org.freedesktop.DBus"), QStringLiteral("/org/freedesktop/DBus"),
        QStringLiteral("org.freedesktop.DBus"), QStringLiteral("GetConnectionCredentials"));
    message << question.busName;
    ++m_inFlight;
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(message), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this,
            [this, watcher, question = std::move(question)] {
                watcher->deleteLater();
                --m_inFlight;
                const QDBusMessage reply = watcher->reply();
                QVariantMap answer;
                if (reply.type() == QDBusMessage::ReplyMessage)
                    reply.arguments().value(0).value<QDBusArgument>() >> answer;
                const auto uid = answer.constFind(QStringLiteral("UnixUserID"));
                const auto pid = answer.constFind(QStringLiteral("ProcessID"));
                if (uid == answer.constEnd() || pid == answer.constEnd()) {
                    question.done(std::nullopt, reply.type() == QDBusMessage::ErrorMessage
                                                    ? reply.errorMessage()
                                                    : QStringLiteral("no uid or pid"));
                } else {
                    const Credentials credentials{uid->toUInt(), pid->toUInt()};
                    m_known.insert(question.busName, credentials);
                    question.done(credentials, QString());
                }
                askNext();
            });
}

} // namespace nfstuner
