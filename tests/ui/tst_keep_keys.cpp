// SPDX-License-Identifier: GPL-2.0-or-later
// The window's "Keep after reboot" and the fleet's playbook keep the same
// changes on the same mounts under the same keys (issue 63, item 5): the
// window driven on a real-kernel root, the fleet given those mounts as
// their metrics would say them.
#include "appsession.h"
#include "conf/readaheadconfig.h"
#include "fixtureroot.h"
#include "fleet/fleetplaybook.h"
#include "mainwindow.h"
#include "monitor/mountmonitor.h"
#include "widgets/persistentsettingspage.h"
#include "widgets/readaheadeditor.h"
#include "windowdriver.h"

#include <QDir>
#include <QFile>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;
using namespace Qt::Literals::StringLiterals;

namespace {

using Keys = QMap<QString, quint32>;

// The mounts as `nfs-tuner-cli metrics` on that host would export them.
QList<FleetMount> asTheFleetSeesThem(const MountMonitor &monitor)
{
    QList<FleetMount> mounts;
    for (const NfsMount &mount : monitor.inventory().mounts()) {
        FleetMount seen;
        seen.instance = seen.host = u"client.example"_s;
        seen.bdi = mount.bdi.toString();
        seen.mountpoint = mount.mountpoint;
        seen.server = mount.server;
        seen.exportPath = mount.exportPath;
        seen.version = mount.version;
        seen.readAheadBytes = double(monitor.inventory().readAheadKb(mount.bdi).value()) * 1024;
        // As the exporter says it (nfstunermetrics.cpp).
        const ReadaheadChoice next = ReadaheadConfig::readaheadForMount(
            monitor.config(), ReadaheadRules::fromConf(monitor.config()), mount);
        seen.nextMountReadAheadBytes = double(next.kib) * 1024;
        if (next.source == ReadaheadChoice::Source::Rule)
            seen.nextMountRule = QString::fromUtf8(next.key);
        mounts.append(seen);
    }
    return mounts;
}

// The keys the Persistent settings page's diff adds: "+KEY = KIB".
Keys keysAdded(const QString &diff)
{
    static const QRegularExpression added(u"^\\+(\\S+) = (\\d+)$"_s,
                                          QRegularExpression::MultilineOption);
    Keys keys;
    for (auto it = added.globalMatch(diff); it.hasNext();) {
        const auto match = it.next();
        keys.insert(match.captured(1), match.captured(2).toUInt());
    }
    return keys;
}

} // namespace

class TestKeepKeys : public QObject
{
    Q_OBJECT

private slots:
    void thePlaybookKeepsWhatTheWindowKeeps_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QByteArray>("conf");
        QTest::addColumn<QString>("mountpoint"); // empty: every mount at 15 x rsize
        QTest::addColumn<bool>("widens");        // a key broader than a mount point is kept
        QTest::newRow("one mount")
            << u"advice-6.1"_s << QByteArray() << u"/mnt/stream-128"_s << false;
        // Three of the six at 15 MiB already, part of the request.
        QTest::newRow("every mount of one export")
            << u"advice-6.1"_s << QByteArray() << QString() << true;
        // NFSv3 and v4.2 mounts whose rsize ranges from 4 KiB to 1 MiB.
        QTest::newRow("every mount, values apart")
            << u"variety"_s << QByteArray() << QString() << true;
        // A server's rule decides their next mounts.
        QTest::newRow("every mount under a server's rule")
            << u"variety"_s << QByteArray("[nfs-tuner]\n127.0.0.1 = 1024\n") << QString() << true;
        // One mount's own rule decides it before an export's key would.
        QTest::newRow("every mount, one under its own rule")
            << u"advice-6.1"_s << QByteArray("[nfs-tuner]\n/mnt/idle = 512\n") << QString() << true;
        QTest::newRow("one mount under its own rule")
            << u"advice-6.1"_s << QByteArray("[nfs-tuner]\n/mnt/idle = 512\n") << u"/mnt/idle"_s
            << false;
    }

    void thePlaybookKeepsWhatTheWindowKeeps()
    {
        QFETCH(QString, fixture);
        QFETCH(QByteArray, conf);
        QFETCH(QString, mountpoint);
        QFETCH(bool, widens);
        const auto copy = copyTree(fixtureRoot(fixture));
        if (!conf.isEmpty()) {
            QVERIFY(QDir().mkpath(copy->path() + u"/etc"_s));
            QFile file(copy->path() + u"/etc/nfs.conf"_s);
            QVERIFY(file.open(QIODevice::WriteOnly) && file.write(conf) == conf.size());
        }
        auto session = rootSession(copy->path());
        MainWindow &window = session->window();
        MountMonitor &monitor = session->monitor();
        monitor.reloadConfig(); // as Keep after reboot reads it
        const QList<FleetMount> beforeInFleet = asTheFleetSeesThem(monitor);

        auto *editor = window.findChild<ReadaheadEditor *>();
        if (mountpoint.isEmpty()) {
            window.showPage(MainWindow::ReadaheadPage);
            QVERIFY(window.selectMount(monitor.inventory().mounts().first().mountpoint));
            click(editor, "everyScope");
            click(editor, "classicPreset");
            click(editor, "applyButton");
            click(editor, "confirmButton");
        } else {
            setOnReadaheadPage(window, mountpoint, u"2"_s);
        }
        QTRY_VERIFY(child<QAbstractButton>(editor, "keepButton")->isVisibleTo(editor));
        click(editor, "keepButton");
        auto *page = window.findChild<PersistentSettingsPage *>();
        const QString diff = child<QPlainTextEdit>(page, "diff")->toPlainText();
        const Keys inWindow = keysAdded(diff);
        const bool broader = std::any_of(inWindow.keyBegin(), inWindow.keyEnd(),
                                         [](const QString &key) { return !key.startsWith(u'/'); });
        QVERIFY2(!inWindow.isEmpty() && broader == widens, qPrintable(diff));

        // What the window was asked to set, as the fleet's advice: the
        // mount's device, or every device (those at the value already too).
        monitor.refresh();
        QHash<QString, quint32> advised;
        for (const NfsMount &mount : monitor.inventory().mounts()) {
            const quint32 now = monitor.inventory().readAheadKb(mount.bdi).value();
            if (mountpoint.isEmpty() || mount.mountpoint == mountpoint)
                advised.insert(mount.bdi.toString(), now);
        }
        QList<FleetMount> inFleet = beforeInFleet;
        for (FleetMount &mount : inFleet) {
            if (advised.contains(mount.bdi)) {
                mount.verdict = u"raise"_s;
                mount.recommendedBytes = double(advised.value(mount.bdi)) * 1024;
            }
        }
        const FleetPlan plan = FleetPlaybook::fromAdvice(inFleet);
        QVERIFY(plan.leftOut.isEmpty());
        Keys inPlaybook;
        for (const FleetChoice &choice : plan.choices)
            inPlaybook.insert(choice.rule, choice.kib);
        QCOMPARE(inPlaybook, inWindow);
    }
};

QTEST_MAIN(TestKeepKeys)
#include "tst_keep_keys.moc"
