// SPDX-License-Identifier: GPL-2.0-or-later
// StopSignals: SIGTERM and SIGINT as events while it lives, the handlers
// from before when it goes. (The helper's exit on SIGTERM and the sweep's
// on SIGINT are tested on the real programs: tst_helper_idle, tst_cli_sweep.)
#include "base/stopsignals.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <csignal>

using namespace nfstuner;

namespace {

std::atomic<int> earlierHandlerRan{0};

extern "C" void earlierHandler(int signal)
{
    earlierHandlerRan = signal;
}

} // namespace

class TestStopSignals : public QObject
{
    Q_OBJECT

private slots:
    void signalsBecomeEventsOnlyWhileItLives()
    {
        struct sigaction earlier = {};
        earlier.sa_handler = earlierHandler;
        struct sigaction before = {};
        QCOMPARE(::sigaction(SIGTERM, &earlier, &before), 0);
        QCOMPARE(::sigaction(SIGINT, &earlier, nullptr), 0);
        {
            StopSignals stop;
            QVERIFY(stop.isValid());
            // A second one at the same time is refused, and changes nothing.
            const StopSignals second;
            QVERIFY(!second.isValid());
            QSignalSpy received(&stop, &StopSignals::received);
            QCOMPARE(::raise(SIGTERM), 0);
            // From another thread: the kernel may pick any thread for a
            // process's signal; the event still comes on this one.
            std::unique_ptr<QThread> other(QThread::create([] { ::kill(::getpid(), SIGINT); }));
            other->start();
            other->wait();
            QTRY_COMPARE(received.size(), 2);
            QCOMPARE(received.at(0).at(0).toInt(), SIGTERM);
            QCOMPARE(received.at(1).at(0).toInt(), SIGINT);
            QCOMPARE(earlierHandlerRan.load(), 0);
        }
        // Gone: the handler from before runs again.
        QCOMPARE(::raise(SIGINT), 0);
        QCOMPARE(earlierHandlerRan.load(), SIGINT);
        ::sigaction(SIGTERM, &before, nullptr);
        ::sigaction(SIGINT, &before, nullptr);
    }
};

QTEST_GUILESS_MAIN(TestStopSignals)
#include "tst_stopsignals.moc"
