// SPDX-License-Identifier: GPL-2.0-or-later
// Keeping the write-back limit for boot, the one entry point the window's
// Write-back page (through LiveTuning) and `set-congestion --persist` use:
// the drop-in is written only where it takes effect, as the caller saw it.
#include "fixtureroot.h"
#include "tuning/localtuningbackend.h"
#include "tuning/writebacktuner.h"
#include "writeback/congestionatboot.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;
using namespace Qt::StringLiterals;

namespace {

Result<QByteArray> keep(const SystemRoot &root, quint32 kib)
{
    LocalTuningBackend backend(root);
    QObject context;
    std::optional<Result<QByteArray>> answer;
    CongestionAtBoot::keep(backend, root, kib, &context,
                           [&answer](Result<QByteArray> saved) { answer = std::move(saved); });
    if (!QTest::qWaitFor([&answer] { return answer.has_value(); }, 5000))
        return Error{Error::Code::IoError, u"no answer"_s};
    return *answer;
}

QByteArray content(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(none)");
}

} // namespace

class TestCongestionAtBoot : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString dropIn() const { return m_dir.path() + WritebackTuner::dropInPath(); }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QDir(m_dir.path()).removeRecursively();
        QVERIFY(QDir().mkpath(m_dir.path() + u"/etc/sysctl.d"_s));
        QVERIFY(QDir().mkpath(m_dir.path() + u"/proc/sys/fs/nfs"_s));
        writeFile(m_dir.path() + u"/proc/sys/fs/nfs/nfs_congestion_kb"_s, "262144\n");
    }

    void keptWhereItTakesEffect()
    {
        const SystemRoot root(m_dir.path());
        QVERIFY(CongestionAtBoot::takesEffect(root));
        // An earlier file setting the key loses to ours: no matter.
        writeFile(m_dir.path() + u"/etc/sysctl.d/10-a.conf"_s, "fs.nfs.nfs_congestion_kb = 1\n");
        QVERIFY(CongestionAtBoot::takesEffect(root));
        const auto saved = keep(root, 1048576);
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().message));
        QVERIFY2(content(dropIn()).contains("fs.nfs.nfs_congestion_kb = 1048576"),
                 content(dropIn()).constData());
        // Kept again over the file as it is now: its SHA-256 is the one read.
        QVERIFY(keep(root, 524288));
        QVERIFY(content(dropIn()).contains("= 524288"));
    }

    // A file read after ours that sets the key wins at boot: the value is
    // refused, the file names the winner, and nothing is written.
    void refusedWhereALaterFileWins()
    {
        const SystemRoot root(m_dir.path());
        writeFile(m_dir.path() + u"/etc/sysctl.d/99-b.conf"_s,
                  "# site\nfs.nfs.nfs_congestion_kb = 65536\n");
        const auto effect = CongestionAtBoot::takesEffect(root);
        QVERIFY(!effect);
        QCOMPARE(effect.error().code, Error::Code::Conflict);
        QVERIFY2(effect.error().message.contains(u"/etc/sysctl.d/99-b.conf:2 is read later and "
                                                 u"wins"_s),
                 qPrintable(effect.error().message));
        const auto saved = keep(root, 1048576);
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, Error::Code::Conflict);
        QVERIFY(!QFile::exists(dropIn()));
        // Removing our value is never refused: it leaves the winner alone.
        QVERIFY(keep(root, 0));
    }
};

QTEST_GUILESS_MAIN(TestCongestionAtBoot)
#include "tst_congestionatboot.moc"
