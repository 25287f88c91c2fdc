// SPDX-License-Identifier: GPL-2.0-or-later
// The Readers page: on the demo (its simulated readers: a stream of 64 KiB
// calls, a database's 4 KiB preads, an idle pager on each mount that
// reads) and on a folder root laid out like a real kernel's /proc. The
// session looks with every sample; the advice names the main reader
// whichever page is shown.
#include "appsession.h"
#include "base/translations.h"
#include "demo/demoreaders.h"
#include "fixtureroot.h"
#include "mainwindow.h"
#include "models/readersmodel.h"
#include "monitor/mountmonitor.h"
#include "mounts/nfsmounttable.h"
#include "procfixture.h"
#include "widgets/readerspage.h"
#include "windowdriver.h"

#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>

using namespace nfstuner;
using namespace nfstuner::test;
using namespace Qt::Literals::StringLiterals;

namespace {

// The row of the readers table whose command is `command`; -1 if none.
int rowOf(QTableView *table, const QString &command)
{
    for (int row = 0; row < table->model()->rowCount(); ++row)
        if (table->model()->index(row, ReadersModel::Command).data().toString() == command)
            return row;
    return -1;
}

QString cell(QTableView *table, int row, int column)
{
    return table->model()->index(row, column).data().toString();
}

} // namespace

class TestReadersWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        installTranslations(*qApp);
    }
    void init() { QSettings().clear(); }

    void demoShowsItsReaders()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.show();
        QVERIFY(window.selectMount(u"/mnt/media"_s));
        window.showPage(MainWindow::ReadersTab);
        auto *table = child<QTableView>(&window, "readersTable");
        QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 3, 10000);
        const int stream = rowOf(table, u"rsync"_s);
        const int database = rowOf(table, u"postgres"_s);
        const int pager = rowOf(table, u"less"_s);
        QVERIFY(stream >= 0 && database >= 0 && pager >= 0);
        QCOMPARE(cell(table, stream, ReadersModel::User), u"alice"_s);
        QCOMPARE(cell(table, stream, ReadersModel::Pattern), u"sequential"_s);
        QCOMPARE(cell(table, stream, ReadersModel::CallSize), u"64"_s);
        QCOMPARE(cell(table, database, ReadersModel::Pattern), u"random"_s);
        QCOMPARE(cell(table, database, ReadersModel::CallSize), u"4"_s);
        QVERIFY(cell(table, database, ReadersModel::ReadRate).startsWith(u'~'));
        QCOMPARE(cell(table, pager, ReadersModel::Pattern), u"idle"_s);
        QCOMPARE(cell(table, stream, ReadersModel::Files), u"/mnt/media/media/film.mkv"_s);
        // Sorted by read rate: the stream first.
        QCOMPARE(rowOf(table, u"rsync"_s), 0);
        // Its share of the mount's reads is the demo's.
        const MountReadersReport *mediaReport = nullptr;
        for (const auto &one : window.findChild<ReadersPage *>()->readers().latest())
            if (one.mountpoint == u"/mnt/media"_s)
                mediaReport = &one;
        QVERIFY(mediaReport);
        const MountReadersReport &report = *mediaReport;
        const double share =
            report.readers.readers.first().readBytesPerSecond / report.readers.readBytesPerSecond;
        QVERIFY2(qAbs(share - DemoReaders::SequentialShare) < 0.01,
                 qPrintable(QString::number(share)));
        // The kernel of the demo counts readahead in read_bytes: fetched shows.
        QTRY_VERIFY(cell(table, stream, ReadersModel::Fetched) != u"–"_s);
        auto *summary = child<QLabel>(&window, "readersSummary");
        QVERIFY2(summary->text().contains(u"3 processes with files open on /mnt/media"_s),
                 qPrintable(summary->text()));
        QVERIFY(summary->text().contains(u"every user"_s));
        // Found by the filter: one process among them (issue 61, low).
        type(&window, "readersFilter", u"postgres"_s);
        QCOMPARE(table->model()->rowCount(), 1);
        QCOMPARE(cell(table, 0, ReadersModel::Command), u"postgres"_s);
        type(&window, "readersFilter", QString());
        QCOMPARE(table->model()->rowCount(), 3);

        // The advice names the main reader while the page is shown.
        const NfsMount *media = nullptr;
        const auto table2 = NfsMountTable::read(session->monitor().root());
        media = table2->findByMountpoint(u"/mnt/media"_s);
        QVERIFY(media);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (const AdviceReason &reason : session->monitor().advice(*media).reasons)
                    if (reason.code == u"main-reader"_s && reason.text.contains(u"rsync (pid "_s) &&
                        reason.text.contains(u"reads 64 KiB calls sequentially: 85 %"_s))
                        return true;
                return false;
            }(),
            10000);
    }

    // The session looks at who reads each mount with every sample, so the
    // advice weighs the readers whichever page is shown (issue 63, item 3:
    // hiding the Readers page took them from the advice).
    void theAdviceIsTheSameWhicheverPageIsShown()
    {
        auto session = demoSession();
        MainWindow &window = session->window();
        window.show();
        QVERIFY(window.selectMount(u"/mnt/media"_s));
        window.showPage(MainWindow::ThroughputPage);
        const auto mounts = NfsMountTable::read(session->monitor().root());
        const NfsMount *media = mounts->findByMountpoint(u"/mnt/media"_s);
        QVERIFY(media);
        const auto mainReader = [&] {
            for (const AdviceReason &reason : session->monitor().advice(*media).reasons)
                if (reason.code == u"main-reader"_s)
                    return reason.text;
            return QString();
        };
        // The Readers page never shown: the advice names the main reader.
        QTRY_VERIFY_WITH_TIMEOUT(mainReader().contains(u"rsync (pid "_s), 10000);
        QSignalSpy sampled(&session->monitor().sampler(), &MountSampler::sampled);
        for (const MainWindow::Page page :
             {MainWindow::ReadersTab, MainWindow::HealthTab, MainWindow::DiagnosisTab}) {
            window.showPage(page);
            const qsizetype before = sampled.size();
            QTRY_VERIFY_WITH_TIMEOUT(sampled.size() >= before + 2, 10000);
            QVERIFY2(mainReader().contains(u"rsync (pid "_s), qPrintable(mainReader()));
        }
    }

    // A folder root: its processes, laid out as a kernel shows them.
    void fixtureRootShowsItsProcesses()
    {
        const auto root = copyTree(fixtureRoot(u"v3-v42"_s));
        writeFakeUptime(root->path(), 50);
        writeFakeProcess(root->path(),
                         {700, 100, 0, "dd", true, 0, 0, 0, {{3, "/mnt/v3/big", 32, 0, 0100000}}});
        writeFakeProcess(
            root->path(),
            {701, 100, 0, "other", true, 0, 0, 0, {{3, "/mnt/v42/x", 35, 0, 0100000}}});
        auto session = rootSession(root->path());
        MainWindow &window = session->window();
        window.show();
        QVERIFY(window.selectMount(u"/mnt/v3"_s));
        window.showPage(MainWindow::ReadersTab);
        auto *table = child<QTableView>(&window, "readersTable");
        QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 1, 10000);
        QCOMPARE(cell(table, 0, ReadersModel::Command), u"dd"_s);
        QCOMPARE(cell(table, 0, ReadersModel::Pattern), u"idle"_s);
        QCOMPARE(cell(table, 0, ReadersModel::Fetched), u"–"_s); // not known here
        // Another mount selected: its reader instead.
        QVERIFY(window.selectMount(u"/mnt/v42"_s));
        QTRY_COMPARE_WITH_TIMEOUT(cell(table, 0, ReadersModel::Command), u"other"_s, 10000);
        QCOMPARE(table->model()->rowCount(), 1);
    }

    // A capture has no process to look at: the page says so at once,
    // never "0 processes" (issue 61, item 6).
    void aCaptureSaysItHasNoProcesses()
    {
        const auto root = copyTree(fixtureRoot(u"v3-v42"_s));
        auto session = rootSession(root->path());
        MainWindow &window = session->window();
        window.show();
        QVERIFY(window.selectMount(u"/mnt/v3"_s));
        window.showPage(MainWindow::ReadersTab);
        auto *summary = child<QLabel>(&window, "readersSummary");
        QVERIFY2(summary->text().contains(u"holds no process"_s), qPrintable(summary->text()));
        QVERIFY(!summary->text().contains(u"0 processes"_s));
    }
};

QTEST_MAIN(TestReadersWindow)
#include "tst_readers_window.moc"
