// SPDX-License-Identifier: GPL-2.0-or-later
// callflood [--connections C] [--no-reply] [--list-readers | --set-keys K |
//           --unset-keys K] N yes|no SECONDS:
// a caller, with a terminal polkit agent of its own (pkttyagent) when it
// allows a password dialog ("yes"), sends N SetReadahead calls (or
// ListReaders of /mnt/v3 with --list-readers, or WriteReadaheadConfig of
// /etc/nfs.conf setting or unsetting K keys) at once on each of C
// connections (1 by default) and prints each answer as it comes:
//   answer 3: io.github.nfstuner.Error.Busy
// With --no-reply the calls are fire-and-forget, N in all, sent as fast as
// the bus takes them. It exits after SECONDS, whatever is still waiting.
// For the helper tests of limits, the interactive flag, cancelled checks
// and floods; run it as an unprivileged user under script(1), so that
// polkit has to ask.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusMetaType>
#include <QDBusPendingCallWatcher>
#include <QProcess>
#include <QTimer>

#include <cstdio>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace {

QDBusMessage methodCall(const QString &method)
{
    return QDBusMessage::createMethodCall(QStringLiteral("io.github.nfstuner.Helper1"),
                                          QStringLiteral("/io/github/nfstuner/Helper1"),
                                          QStringLiteral("io.github.nfstuner.Helper1"), method);
}

// An oversized WriteReadaheadConfig: K keys to set or to unset.
QDBusMessage configCall(int setKeys, int unsetKeys)
{
    qDBusRegisterMetaType<QMap<QString, QString>>();
    QDBusMessage call = methodCall(QStringLiteral("WriteReadaheadConfig"));
    QMap<QString, QString> set;
    for (int i = 0; i < setKeys; ++i)
        set.insert(QString::number(i), QStringLiteral("4096"));
    QStringList unset;
    unset.reserve(unsetKeys);
    for (int i = 0; i < unsetKeys; ++i)
        unset.append(QString::number(i));
    call << QStringLiteral("/etc/nfs.conf") << QVariant::fromValue(set) << unset << QString();
    return call;
}

QDBusMessage helperCall(bool listReaders)
{
    QDBusMessage call =
        methodCall(listReaders ? QStringLiteral("ListReaders") : QStringLiteral("SetReadahead"));
    if (listReaders)
        call << QStringList{QStringLiteral("/mnt/v3")};
    else
        call << QStringLiteral("0:29") << 4096u;
    return call;
}

// Starts pkttyagent for this process and waits until it is registered.
void startAgent(QProcess &agent)
{
    // The agent says when it is registered by closing this pipe.
    int pipe[2];
    if (::pipe2(pipe, O_CLOEXEC) != 0)
        return;
    const int notify = pipe[1];
    agent.setChildProcessModifier([notify] { ::fcntl(notify, F_SETFD, 0); });
    agent.setProcessChannelMode(QProcess::ForwardedChannels);
    agent.setInputChannelMode(QProcess::ForwardedInputChannel);
    agent.start(QStringLiteral("pkttyagent"),
                {QStringLiteral("--process"), QString::number(::getpid()),
                 QStringLiteral("--notify-fd"), QString::number(notify)});
    ::close(notify);
    if (agent.waitForStarted(5000)) {
        struct pollfd ready = {pipe[0], POLLIN, 0};
        ::poll(&ready, 1, 5000);
    }
    ::close(pipe[0]);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption connectionsOption(QStringLiteral("connections"),
                                               QStringLiteral("Connections to call on."),
                                               QStringLiteral("C"), QStringLiteral("1"));
    const QCommandLineOption noReplyOption(QStringLiteral("no-reply"),
                                           QStringLiteral("Fire and forget."));
    const QCommandLineOption listReadersOption(QStringLiteral("list-readers"),
                                               QStringLiteral("Call ListReaders."));
    const QCommandLineOption setKeysOption(
        QStringLiteral("set-keys"), QStringLiteral("Call WriteReadaheadConfig setting K keys."),
        QStringLiteral("K"), QStringLiteral("0"));
    const QCommandLineOption unsetKeysOption(
        QStringLiteral("unset-keys"), QStringLiteral("Call WriteReadaheadConfig unsetting K keys."),
        QStringLiteral("K"), QStringLiteral("0"));
    parser.addOptions(
        {connectionsOption, noReplyOption, listReadersOption, setKeysOption, unsetKeysOption});
    parser.process(app);
    const QStringList args = parser.positionalArguments();
    const int connections = parser.value(connectionsOption).toInt();
    if (args.size() != 3 || connections < 1) {
        std::fprintf(
            stderr,
            "usage: callflood [--connections C] [--no-reply] [--list-readers | --set-keys K | "
            "--unset-keys K] N yes|no SECONDS\n");
        return 2;
    }
    const int calls = args[0].toInt();
    const bool interactive = args[1] == QLatin1String("yes");
    QProcess agent;
    if (interactive)
        startAgent(agent);

    QList<QDBusConnection> buses;
    for (int c = 0; c < connections; ++c)
        buses.append(QDBusConnection::connectToBus(QDBusConnection::SystemBus,
                                                   QStringLiteral("flood%1").arg(c)));
    const int setKeys = parser.value(setKeysOption).toInt();
    const int unsetKeys = parser.value(unsetKeysOption).toInt();
    QDBusMessage call = setKeys > 0 || unsetKeys > 0 ? configCall(setKeys, unsetKeys)
                                                     : helperCall(parser.isSet(listReadersOption));
    call.setInteractiveAuthorizationAllowed(interactive);
    int sent = 0;
    QTimer batches;
    if (parser.isSet(noReplyOption)) {
        // Fire and forget, round the connections, in batches so that the
        // event loop runs and the bus takes them.
        QObject::connect(&batches, &QTimer::timeout, &app, [&] {
            for (int i = 0; i < 200 && sent < calls; ++i, ++sent)
                buses[sent % connections].send(call);
            if (sent == calls) {
                batches.stop();
                std::printf("sent %d\n", sent);
                std::fflush(stdout);
            }
        });
        batches.start(0);
    } else {
        for (int c = 0; c < connections; ++c) {
            for (int i = 1; i <= calls; ++i) {
                auto *watcher = new QDBusPendingCallWatcher(buses[c].asyncCall(call, 600000), &app);
                QObject::connect(watcher, &QDBusPendingCallWatcher::finished, &app,
                                 [watcher, number = c * calls + i] {
                                     const QDBusMessage reply = watcher->reply();
                                     std::printf("answer %d: %s\n", number,
                                                 reply.type() == QDBusMessage::ErrorMessage
                                                     ? qPrintable(reply.errorName())
                                                     : "ok");
                                     std::fflush(stdout);
                                 });
            }
        }
        std::printf("sent %d\n", calls * connections);
        std::fflush(stdout);
    }
    QTimer::singleShot(int(args[2].toDouble() * 1000), &app, &QCoreApplication::quit);
    const int status = app.exec();
    agent.kill();
    agent.waitForFinished(2000);
    return status;
}
