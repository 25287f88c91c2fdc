// SPDX-License-Identifier: GPL-2.0-or-later
// callflood N yes|no SECONDS: one caller, with a terminal polkit agent of its
// own (pkttyagent), sends N SetReadahead calls at once on one connection,
// allowing a password dialog or not, and prints each answer as it comes:
//   answer 3: io.github.nfstuner.Error.Busy
// It exits after SECONDS, whatever is still waiting. For the helper tests
// of per-caller limits, the interactive flag and cancelled checks; run it
// as an unprivileged user under script(1), so that polkit has to ask.
#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusPendingCallWatcher>
#include <QProcess>
#include <QTimer>

#include <cstdio>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4) {
        std::fprintf(stderr, "usage: callflood N yes|no SECONDS\n");
        return 2;
    }
    const int calls = args[1].toInt();
    const bool interactive = args[2] == QLatin1String("yes");
    // The agent says when it is registered by closing this pipe.
    int pipe[2];
    if (::pipe2(pipe, O_CLOEXEC) != 0)
        return 1;
    QProcess agent;
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

    QDBusConnection bus = QDBusConnection::systemBus();
    for (int i = 1; i <= calls; ++i) {
        QDBusMessage call = QDBusMessage::createMethodCall(
            QStringLiteral("io.github.nfstuner.Helper1"),
            QStringLiteral("/io/github/nfstuner/Helper1"),
            QStringLiteral("io.github.nfstuner.Helper1"), QStringLiteral("SetReadahead"));
        call << QStringLiteral("0:29") << 4096u;
        call.setInteractiveAuthorizationAllowed(interactive);
        auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(call, 600000), &app);
        QObject::connect(watcher, &QDBusPendingCallWatcher::finished, &app, [watcher, i] {
            const QDBusMessage reply = watcher->reply();
            std::printf("answer %d: %s\n", i,
                        reply.type() == QDBusMessage::ErrorMessage ? qPrintable(reply.errorName())
                                                                   : "ok");
            std::fflush(stdout);
        });
    }
    std::printf("sent %d\n", calls);
    std::fflush(stdout);
    QTimer::singleShot(int(args[3].toDouble() * 1000), &app, &QCoreApplication::quit);
    const int status = app.exec();
    agent.kill();
    agent.waitForFinished(2000);
    return status;
}
