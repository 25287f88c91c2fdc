// SPDX-License-Identifier: GPL-2.0-or-later
// The fleet window's parts that need no server: the reader's queries sent
// at once and built when the last is answered, an older read's answers
// void, the first failure said once, a mount's history queried with its
// labels quoted for PromQL; the mount model keeping its rows (and the
// admin's choices) across reads; the exports' spread.
#include "fleet/fleetexportmodel.h"
#include "fleet/fleetmountmodel.h"
#include "fleet/fleetplaybook.h"
#include "fleet/fleetreader.h"
#include "promanswer.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>

using namespace nfstuner;
using namespace Qt::Literals::StringLiterals;

namespace {

// Answers only when the test says so, in any order.
class HeldTransport : public PrometheusTransport
{
public:
    struct Request
    {
        QUrl url;
        QPointer<QObject> context;
        Answer answer;
    };
    PrometheusConnection settings;
    QList<Request> requests;

    HeldTransport() { settings.server = QUrl(u"http://prometheus.test:9090/prefix"_s); }
    const PrometheusConnection &connection() const override { return settings; }
    void get(const QUrl &url, QObject *context, Answer answer) override
    {
        requests.append({url, context, std::move(answer)});
    }
    QString expression(int i) const
    {
        return QUrlQuery(requests.at(i).url).queryItemValue(u"query"_s, QUrl::FullyDecoded);
    }
    void answer(int i, const Result<QByteArray> &body)
    {
        if (requests.at(i).context)
            requests.at(i).answer(body);
    }
};

QByteArray vector(const QList<std::pair<QMap<QString, QString>, double>> &series)
{
    QList<std::pair<QMap<QString, QString>, QString>> text;
    for (const auto &[labels, value] : series)
        text.append({labels, QString::number(value, 'g', 17)});
    return testing::promVector(text);
}

// What each of the fleet's queries answers for one host with one mount
// whose readahead is `kib`.
QByteArray answerFor(const QString &expression, double kib)
{
    const QMap<QString, QString> bdi{{u"instance"_s, u"alpha:9100"_s}, {u"bdi"_s, u"0:52"_s}};
    if (expression == u"nfstuner_mount_info")
        return vector({{{{u"instance"_s, u"alpha:9100"_s},
                         {u"bdi"_s, u"0:52"_s},
                         {u"mountpoint"_s, u"/data"_s},
                         {u"server"_s, u"filer"_s},
                         {u"export"_s, u"/data"_s},
                         {u"version"_s, u"4.2"_s}},
                        1}});
    if (expression == u"nfstuner_read_ahead_bytes")
        return vector({{bdi, kib * 1024}});
    if (expression == u"nfstuner_advice_info") {
        QMap<QString, QString> labels = bdi;
        labels.insert(u"verdict"_s, u"raise"_s);
        return vector({{labels, 1}});
    }
    if (expression == u"nfstuner_recommended_read_ahead_bytes")
        return vector({{bdi, 15360 * 1024.0}});
    return vector({});
}

FleetMount mountOf(const QString &instance, const QString &mountpoint, double readAheadKib,
                   const QString &verdict = {}, double recommendedKib = 0)
{
    FleetMount mount;
    mount.instance = mount.host = instance;
    mount.mountpoint = mountpoint;
    mount.bdi = u"0:52"_s;
    mount.server = u"filer"_s;
    mount.exportPath = u"/data"_s;
    mount.version = u"3"_s;
    mount.readAheadBytes = readAheadKib * 1024;
    mount.verdict = verdict;
    if (recommendedKib > 0)
        mount.recommendedBytes = recommendedKib * 1024;
    return mount;
}

} // namespace

class TestFleetModels : public QObject
{
    Q_OBJECT

private slots:
    void theReaderAsksEverythingAtOnceAndBuildsAtTheLastAnswer()
    {
        auto owned = std::make_unique<HeldTransport>();
        HeldTransport &transport = *owned;
        FleetReader reader(std::move(owned));
        QSignalSpy read(&reader, &FleetReader::mountsRead);
        reader.read();
        QCOMPARE(transport.requests.size(), FleetMounts::queries().size());
        QVERIFY(reader.isReading());
        // Under the server's path prefix.
        QCOMPARE(transport.requests.at(0).url.path(), u"/prefix/api/v1/query"_s);
        // Answered last to first: nothing until every answer is in (and
        // read in the reader's pool).
        for (int i = int(transport.requests.size()) - 1; i >= 0; --i) {
            QTest::qWait(20);
            QCOMPARE(read.size(), 0);
            QVERIFY(reader.isReading());
            transport.answer(i, answerFor(transport.expression(i), 128));
        }
        QTRY_COMPARE(read.size(), 1);
        QVERIFY(!reader.isReading());
        const auto mounts = read.at(0).at(0).value<QList<FleetMount>>();
        QCOMPARE(mounts.size(), 1);
        QCOMPARE(mounts.at(0).readAheadBytes, std::optional<double>(128 * 1024));
        QCOMPARE(mounts.at(0).recommendedBytes, std::optional<double>(15360 * 1024));
    }

    void anOlderReadsAnswersAreVoid()
    {
        auto owned = std::make_unique<HeldTransport>();
        HeldTransport &transport = *owned;
        FleetReader reader(std::move(owned));
        QSignalSpy read(&reader, &FleetReader::mountsRead);
        reader.read();
        reader.read();
        const int queries = int(FleetMounts::queries().size());
        QCOMPARE(transport.requests.size(), 2 * queries);
        // The slow server's answers to the first read come first: void.
        for (int i = 0; i < queries; ++i)
            transport.answer(i, answerFor(transport.expression(i), 128));
        QTest::qWait(50);
        QCOMPARE(read.size(), 0);
        for (int i = queries; i < 2 * queries; ++i)
            transport.answer(i, answerFor(transport.expression(i), 1024));
        QTRY_VERIFY(!reader.isReading());
        QTest::qWait(50);
        QCOMPARE(read.size(), 1);
        QCOMPARE(read.at(0).at(0).value<QList<FleetMount>>().at(0).readAheadBytes,
                 std::optional<double>(1024 * 1024));
    }

    void theFirstFailureIsSaidOnce()
    {
        auto owned = std::make_unique<HeldTransport>();
        HeldTransport &transport = *owned;
        FleetReader reader(std::move(owned));
        QSignalSpy read(&reader, &FleetReader::mountsRead);
        QSignalSpy failed(&reader, &FleetReader::readFailed);
        reader.read();
        transport.answer(0, answerFor(transport.expression(0), 128));
        transport.answer(1, QByteArray("<html>a login page</html>"));
        QTRY_COMPARE(failed.size(), 1);
        QVERIFY(!reader.isReading());
        // What comes after, a failure or not, is void.
        transport.answer(2, Error{Error::Code::IoError, u"later"_s});
        for (int i = 3; i < transport.requests.size(); ++i)
            transport.answer(i, answerFor(transport.expression(i), 128));
        QTest::qWait(50);
        QCOMPARE(failed.size(), 1);
        QVERIFY2(failed.at(0).at(0).value<Error>().message.contains(u"not Prometheus's"_s),
                 qPrintable(failed.at(0).at(0).value<Error>().message));
        QCOMPARE(read.size(), 0);
        QVERIFY(!reader.isReading());
    }

    void aMountsHistoryQuotesItsLabels()
    {
        auto owned = std::make_unique<HeldTransport>();
        HeldTransport &transport = *owned;
        FleetReader reader(std::move(owned));
        QSignalSpy history(&reader, &FleetReader::historyRead);
        FleetMount mount = mountOf(u"odd\"host\\1"_s, u"/mnt/x"_s, 128);
        mount.exportPath = u"/a\nb"_s;
        const QDateTime end = QDateTime::fromSecsSinceEpoch(1733480000);
        reader.readHistory(mount, end, 24);
        QCOMPARE(transport.requests.size(), 3);
        QCOMPARE(transport.expression(0),
                 u"nfstuner_read_ahead_bytes{instance=\"odd\\\"host\\\\1\",bdi=\"0:52\"}"_s);
        QCOMPARE(transport.expression(2),
                 u"sum(rate(node_mountstats_nfs_read_bytes_total{instance=\"odd\\\"host\\\\1\","
                 "export=\"filer:/a\\nb\"}[5m]))"_s);
        const QUrlQuery query(transport.requests.at(0).url);
        QCOMPARE(query.queryItemValue(u"start"_s).toDouble(), 1733480000.0 - 24 * 3600);
        QCOMPARE(query.queryItemValue(u"end"_s).toDouble(), 1733480000.0);
        QCOMPARE(query.queryItemValue(u"step"_s).toInt(), 24 * 3600 / 300);
        QByteArray matrix =
            QJsonDocument(
                QJsonObject{
                    {u"status"_s, u"success"_s},
                    {u"data"_s,
                     QJsonObject{
                         {u"resultType"_s, u"matrix"_s},
                         {u"result"_s,
                          QJsonArray{QJsonObject{
                              {u"metric"_s, QJsonObject()},
                              {u"values"_s, QJsonArray{QJsonArray{1733400000.0, u"2e6"_s},
                                                       QJsonArray{1733480000.0, u"4e6"_s}}}}}}}}})
                .toJson();
        for (int i = 0; i < 3; ++i)
            transport.answer(i, matrix);
        QCOMPARE(history.size(), 1);
        const auto got = history.at(0).at(0).value<FleetHistory>();
        QCOMPARE(got.readBytesPerSecond.size(), 2);
        QCOMPARE(got.readBytesPerSecond.at(1).value, 4e6);
        QCOMPARE(got.start, end.addSecs(-24 * 3600));
    }

    void theMountModelKeepsItsRowsAcrossReads()
    {
        FleetMountModel model;
        QAbstractItemModelTester tester(&model);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const QList<FleetMount> first{mountOf(u"a:9100"_s, u"/m1"_s, 128, u"raise"_s, 1024),
                                      mountOf(u"b:9100"_s, u"/m1"_s, 1024)};
        model.setMounts(first);
        QCOMPARE(reset.size(), 1);
        QList<FleetMount> second = first;
        second[1].readAheadBytes = 2048 * 1024.0;
        model.setMounts(second);
        QCOMPARE(reset.size(), 1);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
        QVERIFY(changed.at(0).at(2).value<QList<int>>().contains(Qt::DisplayRole));
        QCOMPARE(model.index(1, FleetMountModel::ReadAheadColumn).data().toString(), u"2 MiB"_s);
        model.setMounts(second);
        QCOMPARE(changed.size(), 1); // nothing changed, nothing signalled
        second.removeLast();
        model.setMounts(second);
        QCOMPARE(reset.size(), 2);
    }

    // The Advice column says what the window's says (issue 61: it showed
    // the exported word, "raise to 1 MiB" and "keep" in German too).
    void theAdviceIsSaidAsTheWindowSaysIt()
    {
        FleetMountModel model;
        model.setMounts({mountOf(u"a:9100"_s, u"/m1"_s, 128, u"raise"_s, 1024),
                         mountOf(u"b:9100"_s, u"/m1"_s, 15360, u"keep"_s),
                         mountOf(u"c:9100"_s, u"/m1"_s, 128, u"unknown"_s),
                         mountOf(u"d:9100"_s, u"/m1"_s, 128)});
        const auto advice = [&model](int row) {
            return model.index(row, FleetMountModel::AdviceColumn).data().toString();
        };
        QCOMPARE(advice(0), u"Raise to 1 MiB"_s);
        QCOMPARE(advice(1), u"Keep"_s);
        QCOMPARE(advice(2), u"Not enough data"_s);
        QCOMPARE(advice(3), u"–"_s); // none exported
    }

    void anUntickedChangeLeavesThePlaybook()
    {
        FleetMountModel model;
        const QList<FleetMount> mounts{mountOf(u"a:9100"_s, u"/m1"_s, 128, u"raise"_s, 1024),
                                       mountOf(u"b:9100"_s, u"/m1"_s, 128, u"raise"_s, 2048),
                                       mountOf(u"c:9100"_s, u"/m1"_s, 1024, u"keep"_s)};
        model.setMounts(mounts);
        QCOMPARE(model.chosenCount(), 2);
        const QModelIndex b = model.index(1, FleetMountModel::ChangeColumn);
        QVERIFY(model.flags(b) & Qt::ItemIsUserCheckable);
        QVERIFY(!(model.flags(model.index(2, FleetMountModel::ChangeColumn)) &
                  Qt::ItemIsUserCheckable));
        QVERIFY(model.setData(b, Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(model.chosenCount(), 1);
        const QList<FleetChoice> choices = FleetPlaybook::fromAdvice(model.chosen()).choices;
        QCOMPARE(choices.size(), 1);
        QCOMPARE(choices.at(0).host, u"a"_s);
        QCOMPARE(choices.at(0).kib, 1024u);
        // Kept across a read of the same rows.
        model.setMounts(mounts);
        QCOMPARE(model.chosenCount(), 1);
    }

    // Bytes that were not UTF-8 come as U+FFFD: such a name cannot be
    // written back, so it gets no rule, nor does its export as a whole, nor
    // another mount of its device (readahead is the device's).
    void aNameThatWasNotUtf8GetsNoRule()
    {
        QList<FleetMount> mounts{mountOf(u"a:9100"_s, u"/m\ufffd"_s, 128, u"raise"_s, 1024),
                                 mountOf(u"a:9100"_s, u"/m2"_s, 128, u"raise"_s, 1024),
                                 mountOf(u"b:9100"_s, u"/m1"_s, 128, u"raise"_s, 1024)};
        mounts[0].bdi = u"0:53"_s;
        mounts[2].exportPath = u"/x\ufffd"_s;
        QList<FleetChoice> choices = FleetPlaybook::fromAdvice(mounts).choices;
        QCOMPARE(choices.size(), 1);
        QCOMPARE(choices.at(0), (FleetChoice{u"a"_s, u"/m2"_s, 1024}));
        mounts[0].bdi = mounts[1].bdi;
        const FleetPlan plan = FleetPlaybook::fromAdvice(mounts);
        QVERIFY(plan.choices.isEmpty());
        QCOMPARE(plan.leftOut.size(), 3);
        QCOMPARE(plan.leftOut.at(1).mountpoint, u"/m2"_s);
        QVERIFY2(plan.leftOut.at(1).reason.contains(u"another mount of its device (BDI 0:52)"_s),
                 qPrintable(plan.leftOut.at(1).reason));
    }

    // Three node_exporters on one address are three hosts, each its
    // instance (issue 61, item 2: one host "127.0.0.1" in the window and
    // the playbook); the playbook gives none of them a play, and says why.
    void hostsSharingAnAddressStayApart()
    {
        FleetMountModel model;
        QList<FleetMount> mounts;
        for (const QString &instance :
             {u"127.0.0.1:19201"_s, u"127.0.0.1:19202"_s, u"127.0.0.1:19203"_s})
            mounts.append(mountOf(instance, u"/mnt/m1"_s, 128, u"raise"_s, 1024));
        model.setMounts(mounts);
        QCOMPARE(model.rowCount(), 3);
        QSet<QString> hosts;
        for (int row = 0; row < model.rowCount(); ++row)
            hosts.insert(model.index(row, FleetMountModel::HostColumn).data().toString());
        QCOMPARE(hosts,
                 (QSet<QString>{u"127.0.0.1:19201"_s, u"127.0.0.1:19202"_s, u"127.0.0.1:19203"_s}));
        const FleetPlan plan = FleetPlaybook::fromAdvice(model.chosen());
        QVERIFY(plan.choices.isEmpty());
        QCOMPARE(plan.leftOut.size(), 3);
        const QByteArray yaml = FleetPlaybook::write(plan, model.chosen(), QUrl(u"http://p"_s));
        QVERIFY2(!yaml.contains("hosts:"), yaml.constData());
        QVERIFY2(yaml.contains("127.0.0.1:19202 /mnt/m1"), yaml.constData());
    }

    void theExportsShowTheirSpread()
    {
        FleetExportModel model;
        QAbstractItemModelTester tester(&model);
        QList<FleetMount> mounts{mountOf(u"a:9100"_s, u"/m1"_s, 128, u"raise"_s, 15360),
                                 mountOf(u"b:9100"_s, u"/m1"_s, 128, u"raise"_s, 15360),
                                 mountOf(u"c:9100"_s, u"/m1"_s, 15360)};
        mounts[0].readBytesPerSecond = 40e6;
        mounts[2].readBytesPerSecond = 110e6;
        model.setMounts(mounts);
        QCOMPARE(model.rowCount(), 1);
        const QLocale locale;
        QCOMPARE(model.index(0, FleetExportModel::ReadAheadsColumn).data().toString(),
                 u"2 at 128 KiB, 1 at 15 MiB"_s);
        QCOMPARE(model.index(0, FleetExportModel::MountsColumn).data().toString(), u"3"_s);
        QCOMPARE(model.index(0, FleetExportModel::AdvisedColumn).data().toString(), u"2"_s);
        QCOMPARE(model.index(0, FleetExportModel::ReadRatesColumn).data().toString(),
                 u"40.0 MB/s to 110.0 MB/s"_s);
    }
};

QTEST_GUILESS_MAIN(TestFleetModels)
#include "tst_fleet_models.moc"
