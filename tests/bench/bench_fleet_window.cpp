// SPDX-License-Identifier: GPL-2.0-or-later
// The fleet window on a large fleet, as an admin meets it: the real window
// reading the real prometheus at URL (bench-fleet.sh backfills it), from
// connecting to the rows painted; a click on each column's header, every
// event it causes processed before the clock stops; and the longest the
// window's thread went without turning its event loop meanwhile. Prints
// key=value lines, in ms.
#include "fleet/fleetmountmodel.h"
#include "fleet/fleetwindow.h"
#include "prometheusclient.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace nfstuner;

namespace {

void settle()
{
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents);
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values[values.size() / 2];
}

// The longest gap between turns of the event loop, while it runs.
class StallWatch : public QObject
{
public:
    StallWatch()
    {
        m_clock.start();
        connect(&m_tick, &QTimer::timeout, this,
                [this] { m_longest = std::max(m_longest, m_clock.restart()); });
        m_tick.start(5);
    }
    qint64 longest() const { return m_longest; }

private:
    QTimer m_tick;
    QElapsedTimer m_clock;
    qint64 m_longest = 0;
};

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption url(QStringLiteral("url"), QStringLiteral("Prometheus's URL."),
                                 QStringLiteral("URL"));
    const QCommandLineOption rounds(QStringLiteral("rounds"),
                                    QStringLiteral("Clicks on each column."), QStringLiteral("N"),
                                    QStringLiteral("3"));
    parser.addOptions({url, rounds});
    parser.process(app);

    FleetWindow window(PrometheusClient::factory());
    window.resize(1280, 860);
    window.show();
    settle();
    QSignalSpy shown(&window, &FleetWindow::mountsShown);
    QSignalSpy failed(&window, &FleetWindow::failed);
    PrometheusConnection connection;
    connection.server = QUrl(parser.value(url));
    StallWatch stalls;
    QElapsedTimer clock;
    clock.start();
    if (!window.connectTo(connection))
        return 1;
    while (shown.isEmpty() && failed.isEmpty() && clock.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
    settle();
    const double shownMs = double(clock.nsecsElapsed()) / 1e6;
    const qint64 stallMs = stalls.longest();
    if (shown.isEmpty()) {
        std::fprintf(stderr, "bench_fleet_window: %s\n",
                     failed.isEmpty() ? "nothing within 60 s"
                                      : qPrintable(failed.at(0).at(0).toString()));
        return 1;
    }
    const int rows = window.mountModel().rowCount();

    QTableView *table = window.mountView();
    QHeaderView *header = table->horizontalHeader();
    QList<double> clicks;
    for (int round = 0; round < parser.value(rounds).toInt(); ++round) {
        for (int column = 0; column < FleetMountModel::ColumnCount; ++column) {
            const QPoint at(header->sectionViewportPosition(column) + 4, header->height() / 2);
            clock.restart();
            QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
            settle();
            clicks.append(double(clock.nsecsElapsed()) / 1e6);
        }
    }
    std::printf("rows=%d\nshown_ms=%.0f\nstall_ms=%lld\nsort_ms=%.1f\nsort_max_ms=%.1f\n", rows,
                shownMs, static_cast<long long>(stallMs), median(clicks),
                clicks.isEmpty() ? 0.0 : *std::max_element(clicks.cbegin(), clicks.cend()));
    return 0;
}
