// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner-helper: the privileged side of the app and the CLI (udev runs
// nfs-tuner-rahead, the other program that runs as root). Started by D-Bus
// activation on the system bus; exits after a minute without calls.
#include "auditlog.h"
#include "base/stopsignals.h"
#include "busguard.h"
#include "dbus/helperdbus.h"
#include "helperservice.h"
#include "polkitbackend.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>

using namespace nfstuner;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("nfs-tuner-helper"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NFSTUNER_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("The privileged D-Bus service of NFS Tuner (io.github.nfstuner.Helper1 on "
                       "the system bus)."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption root(QStringLiteral("root"),
                                  QStringLiteral("Work on the system below DIR (tests only)."),
                                  QStringLiteral("DIR"), QStringLiteral("/"));
    const QCommandLineOption idle(QStringLiteral("idle-timeout"),
                                  QStringLiteral("Exit after SECONDS without calls (0: never)."),
                                  QStringLiteral("SECONDS"), QStringLiteral("60"));
    const QCommandLineOption toStderr(QStringLiteral("log-to-stderr"),
                                      QStringLiteral("Also write the audit log to stderr."));
    parser.addOptions({root, idle, toStderr});
    parser.process(app);

    bool idleOk = false;
    const int idleSeconds = parser.value(idle).toInt(&idleOk);
    if (!idleOk || idleSeconds < 0 || !QFileInfo(parser.value(root)).isDir()) {
        std::fprintf(stderr, "nfs-tuner-helper: bad --idle-timeout or --root\n");
        return 2;
    }

    AuditLog log(parser.isSet(toStderr));
    QDBusConnection bus = QDBusConnection::systemBus();
    if (!bus.isConnected()) {
        log.notice(
            QStringLiteral("cannot connect to the system bus: %1").arg(bus.lastError().message()));
        return 1;
    }
    if (!BusGuard::guards(bus.internalPointer())) {
        // Without it a caller can deafen the helper (busguard.cpp).
        log.notice(QStringLiteral("the guard against oversized calls is not in front of QtDBus "
                                  "on the bus connection: not starting"));
        return 1;
    }
    const PolkitBackend polkit = makePolkitBackend(bus);
    if (!polkit.unusable.isEmpty()) {
        log.notice(
            QStringLiteral("cannot ask polkit through %1: %2").arg(polkit.name, polkit.unusable));
        return 1;
    }
    log.notice(QStringLiteral("started; asks polkit through %1").arg(polkit.name));
    HelperService service(ReadaheadTuner(SystemRoot(parser.value(root))), bus, *polkit.authorizer,
                          log, idleSeconds);
    QObject::connect(&service, &HelperService::idle, &app, &QCoreApplication::quit);
    StopSignals stopSignals;
    QObject::connect(&stopSignals, &StopSignals::received, &app, [&log, &service](int signal) {
        log.notice(QStringLiteral("stopping on signal %1").arg(signal));
        // Changes under way finish (their locks have deadlines) and are answered.
        service.finishWork();
        QCoreApplication::quit();
    });
    if (!bus.registerVirtualObject(HelperDBus::path(), &service)) {
        log.notice(QStringLiteral("cannot register %1").arg(HelperDBus::path()));
        return 1;
    }
    if (!bus.registerService(HelperDBus::service())) {
        log.notice(QStringLiteral("cannot own %1: %2")
                       .arg(HelperDBus::service(), bus.lastError().message()));
        return 1;
    }
    // A helper that lost its bus (libdbus drops a connection it cannot
    // serve) can be asked nothing any more, and a new one takes the name:
    // it puts its temporaries back and stops, saying so.
    QTimer busWatch;
    QObject::connect(&busWatch, &QTimer::timeout, &app, [&log, &service, &bus, &app] {
        if (bus.isConnected())
            return;
        log.notice(QStringLiteral("lost the system bus: putting temporary values back and "
                                  "stopping"));
        service.finishWork();
        app.quit();
    });
    busWatch.start(1000);
    const int status = app.exec();
    bus.unregisterService(HelperDBus::service());
    return status;
}
