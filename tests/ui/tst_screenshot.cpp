// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner --screenshot renders the window (offscreen) with a real-kernel
// fixture root: a PNG of the right size, with a drawn window in it.
#include "fixtureroot.h"
#include "processrunner.h"

#include <QImage>
#include <QSet>
#include <QTest>

using namespace nfstuner::test;

namespace {

ProcessRun screenshot(const QString &file, const QStringList &extra,
                      const QString &scale = QStringLiteral("1"))
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_SCALE_FACTOR"), scale);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                       QFileInfo(file).path()); // no saved layout
    return runProgram(QStringLiteral(NFSTUNER_GUI),
                      QStringList{QStringLiteral("--screenshot"), file, QStringLiteral("--after"),
                                  QStringLiteral("1.5")} +
                          extra,
                      environment);
}

int colours(const QImage &image)
{
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            seen.insert(image.pixel(x, y));
    return int(seen.size());
}

} // namespace

class TestScreenshot : public QObject
{
    Q_OBJECT

private slots:
    void rendersTheWindow_data()
    {
        QTest::addColumn<QString>("scale");
        QTest::addColumn<int>("factor");
        QTest::newRow("1x") << "1" << 1;
        QTest::newRow("2x") << "2" << 2;
    }
    void rendersTheWindow()
    {
        QFETCH(QString, scale);
        QFETCH(int, factor);
        QTemporaryDir dir;
        const QString file = dir.path() + QStringLiteral("/window.png");
        const ProcessRun run =
            screenshot(file,
                       {QStringLiteral("--root"), fixtureRoot(QStringLiteral("versions")),
                        QStringLiteral("--page"), QStringLiteral("readahead")},
                       scale);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QImage image(file);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), 1280 * factor);
        QCOMPARE(image.height(), 860 * factor);
        QVERIFY2(colours(image) > 40, "the picture is (nearly) blank");
    }

    void badOptionsFailClearly()
    {
        QTemporaryDir dir;
        const ProcessRun badPage = screenshot(dir.path() + QStringLiteral("/x.png"),
                                              {QStringLiteral("--page"), QStringLiteral("nope")});
        QCOMPARE(badPage.exitCode, 2);
        QVERIFY(badPage.err.contains("unknown page"));
        const ProcessRun badRoot =
            screenshot(dir.path() + QStringLiteral("/x.png"),
                       {QStringLiteral("--root"), QStringLiteral("/nonexistent")});
        QCOMPARE(badRoot.exitCode, 2);
        QVERIFY(badRoot.err.contains("/nonexistent"));
    }
};

QTEST_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
