// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDBusConnection>
#include <QHash>
#include <QObject>
#include <QQueue>
#include <QString>

#include <functional>
#include <optional>

namespace nfstuner {

// Who a bus name is: uid and pid from the bus itself
// (GetConnectionCredentials), never from anything the caller says. A unique
// name's credentials never change, so each is asked once and kept until
// forget(). At most MaxInFlight questions wait on the bus at once and the
// rest queue: a crowd of new connections cannot spend the helper's pending
// replies, which it needs for polkit (the bus allows 128 per connection).
class CallerCredentials : public QObject
{
    Q_OBJECT

public:
    struct Credentials
    {
        uint uid = 0;
        uint pid = 0;
    };
    // Credentials, or why the bus could not give them.
    using Done = std::function<void(std::optional<Credentials>, const QString &error)>;

    static constexpr int MaxInFlight = 16;

    explicit CallerCredentials(QDBusConnection bus, QObject *parent = nullptr);

    void lookUp(const QString &busName, Done done);
    // Known already (no question to the bus), or nullopt.
    std::optional<Credentials> known(const QString &busName) const;
    // The name left, or nothing of it is watched any more.
    void forget(const QString &busName);

private:
    struct Question
    {
        QString busName;
        Done done;
    };
    void ask(Question question);
    void askNext();

    QDBusConnection m_bus;
    QHash<QString, Credentials> m_known;
    QQueue<Question> m_queue;
    int m_inFlight = 0;
};

} // namespace nfstuner
