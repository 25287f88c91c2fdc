// SPDX-License-Identifier: GPL-2.0-or-later
// Each NFS BDI's write-back limits, read from roots captured from real
// kernels (tests/fixtures/roots/bdi-limits-*: limits.json has what sysfs
// printed for each mount's BDI, by cat in the VM; null where the kernel has
// no such attribute).
#include "fixtureroot.h"
#include "mounts/nfsmounttable.h"
#include "writeback/bdiwritebacklimits.h"

#include <QJsonArray>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

template<typename T>
std::optional<T> expected(const QJsonValue &value)
{
    if (value.isNull())
        return std::nullopt;
    return T(value.toInteger());
}

} // namespace

class TestBdiLimits : public QObject
{
    Q_OBJECT

private slots:
    void matchTheKernel_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<bool>("bytes"); // min_bytes, max_bytes, strict_limit: since 6.2
        QTest::newRow("Linux 5.10") << QStringLiteral("bdi-limits-5.10") << false;
        QTest::newRow("Linux 6.1") << QStringLiteral("bdi-limits-6.1") << false;
        QTest::newRow("Linux 6.12") << QStringLiteral("bdi-limits-6.12") << true;
        QTest::newRow("Linux 7.3") << QStringLiteral("bdi-limits-7.3") << true;
    }

    void matchTheKernel()
    {
        QFETCH(QString, fixture);
        QFETCH(bool, bytes);
        const SystemRoot root(fixtureRoot(fixture));
        const auto table = NfsMountTable::read(root);
        QVERIFY(table);
        const QList<BdiWritebackLimits> all = BdiWritebackLimits::read(root, *table);
        const QJsonArray mounts =
            expectedJsonFile(fixtureDir(fixture) + QStringLiteral("/limits.json"))[u"mounts"]
                .toArray();
        QCOMPARE(all.size(), mounts.size());
        for (const QJsonValue &mount : mounts) {
            const QString mountpoint = mount[u"mountpoint"].toString();
            const auto limits = std::find_if(all.cbegin(), all.cend(), [&](const auto &l) {
                return l.mountpoints.contains(mountpoint);
            });
            QVERIFY2(limits != all.cend(), qPrintable(mountpoint));
            QCOMPARE(limits->bdi.toString(), mount[u"bdi"].toString());
            QCOMPARE(limits->minRatio, expected<quint32>(mount[u"min_ratio"]));
            QCOMPARE(limits->maxRatio, expected<quint32>(mount[u"max_ratio"]));
            QCOMPARE(limits->minBytes, expected<quint64>(mount[u"min_bytes"]));
            QCOMPARE(limits->maxBytes, expected<quint64>(mount[u"max_bytes"]));
            const auto strict = expected<quint32>(mount[u"strict_limit"]);
            QCOMPARE(limits->strictLimit.has_value(), strict.has_value());
            if (strict)
                QCOMPARE(*limits->strictLimit, *strict == 1);
            QCOMPARE(limits->maxBytes.has_value(), bytes);
            // The held mount was set to 20 % (and strict where it can be).
            QCOMPARE(limits->isTuned(), mountpoint == QLatin1String("/mnt/v42-held"));
        }
    }

    // A value the kernel would never print is unknown, not coerced.
    void garbageIsUnknown()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("bdi-limits-7.3")));
        const SystemRoot root(copy->path());
        const auto table = NfsMountTable::read(root);
        QVERIFY(table);
        const BdiId bdi = table->findByMountpoint(QStringLiteral("/mnt/v42-held"))->bdi;
        const auto write = [&](const char *name, const QByteArray &text) {
            QFile file(root.path(
                QStringLiteral("/sys/class/bdi/%1/%2").arg(bdi.toString(), QLatin1String(name))));
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(text);
        };
        write("max_ratio", "101\n");
        write("strict_limit", "2\n");
        write("max_bytes", "-5\n");
        QFile::remove(root.path(QStringLiteral("/sys/class/bdi/%1/min_bytes").arg(bdi.toString())));
        for (const BdiWritebackLimits &limits : BdiWritebackLimits::read(root, *table)) {
            if (limits.bdi != bdi)
                continue;
            QCOMPARE(limits.maxRatio, std::nullopt);
            QCOMPARE(limits.strictLimit, std::nullopt);
            QCOMPARE(limits.maxBytes, std::nullopt);
            QCOMPARE(limits.minBytes, std::nullopt);
            QVERIFY(limits.minRatio.has_value());
            return;
        }
        QFAIL("no limits for the held mount");
    }
};

QTEST_GUILESS_MAIN(TestBdiLimits)
#include "tst_bdilimits.moc"
