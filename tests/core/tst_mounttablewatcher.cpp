// SPDX-License-Identifier: GPL-2.0-or-later
// A folder root's mount table watched as files: a new mountinfo (replaced
// or rewritten) is a change; mountstats rewritten beside it every second,
// as the benchmark traffic and the demo do, is not. The real system's, as
// root: a tmpfs mounted and unmounted in a private mount namespace is seen
// both times, and the table read then has it. MountTableCache, the
// helper's table, read again exactly when it changed, on both kinds of root.
#include "fixtureroot.h"
#include "monitor/mounttablewatcher.h"
#include "mounts/mounttablecache.h"
#include "mounts/nfsmounttable.h"

#include <QSaveFile>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sched.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

void replaceFile(const QString &path, const QByteArray &content)
{
    QSaveFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    QVERIFY(file.commit());
}

// Set by main(): this process has a mount namespace of its own to mount in.
bool g_ownMountNamespace = false;

std::optional<BdiId> bdiOf(const QString &path)
{
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return std::nullopt;
    return BdiId{major(info.st_dev), minor(info.st_dev)};
}

} // namespace

class TestMountTableWatcher : public QObject
{
    Q_OBJECT

private slots:
    void otherFilesInTheFolderAreNoChange()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("traffic")));
        MountTableWatcher watcher{SystemRoot(copy->path())};
        QSignalSpy changed(&watcher, &MountTableWatcher::changed);
        const QString stats = copy->path() + QStringLiteral("/proc/self/mountstats");
        for (int i = 0; i <= 4; ++i) {
            replaceFile(stats, readFile(fixtureDir(QStringLiteral("traffic")) +
                                        QStringLiteral("/mountstats.%1").arg(i)));
            QTest::qWait(100);
        }
        QCOMPARE(changed.count(), 0);
    }

    void aReplacedOrRewrittenMountTableIsAChange()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("traffic")));
        MountTableWatcher watcher{SystemRoot(copy->path())};
        QSignalSpy changed(&watcher, &MountTableWatcher::changed);
        const QString mountinfo = copy->path() + QStringLiteral("/proc/self/mountinfo");
        const QByteArray table = readFile(mountinfo);
        const QByteArray fewer = table.left(table.lastIndexOf('\n', table.size() - 2) + 1);
        replaceFile(mountinfo, fewer);
        QTRY_VERIFY(changed.count() >= 1);
        const int afterReplace = int(changed.count());
        QFile file(mountinfo);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(table);
        file.close();
        QTRY_VERIFY(changed.count() > afterReplace);
    }

    void cacheReadsAFolderTableOnlyWhenItChanged()
    {
        const auto copy = copyTree(fixtureRoot(QStringLiteral("traffic")));
        MountTableCache cache{SystemRoot(copy->path())};
        const auto first = cache.current();
        QVERIFY(first);
        QVERIFY(cache.current() && cache.current());
        QCOMPARE(cache.reads(), 1);
        const QString mountinfo = copy->path() + QStringLiteral("/proc/self/mountinfo");
        const QByteArray table = readFile(mountinfo);
        replaceFile(mountinfo, table.left(table.lastIndexOf('\n', table.size() - 2) + 1));
        const auto fewer = cache.current();
        QVERIFY(fewer);
        QCOMPARE(cache.reads(), 2);
        QCOMPARE(fewer->mounts().size(), first->mounts().size() - 1);
        QVERIFY(cache.current());
        QCOMPARE(cache.reads(), 2);
    }

    void cacheReadsTheRealTableOnlyWhenItChanged()
    {
        if (!g_ownMountNamespace)
            QSKIP("needs root and unshare(CLONE_NEWNS) to mount a tmpfs");
        QTemporaryDir dir;
        const QByteArray target = QFile::encodeName(dir.path());
        MountTableCache cache{SystemRoot()};
        QVERIFY(cache.current() && cache.current() && cache.current());
        QCOMPARE(cache.reads(), 1);
        QVERIFY2(::mount("tmpfs", target.constData(), "tmpfs", 0, "size=1m") == 0, strerror(errno));
        auto unmount = qScopeGuard([&target] { ::umount2(target.constData(), MNT_DETACH); });
        const auto mounted = bdiOf(dir.path());
        QVERIFY(mounted);
        // At once: no event loop in between, the kernel's poll says so.
        const auto table = cache.current();
        QVERIFY(table);
        QCOMPARE(cache.reads(), 2);
        QCOMPARE(table->otherFsTypeOn(*mounted), QStringLiteral("tmpfs"));
        QVERIFY(cache.current());
        QCOMPARE(cache.reads(), 2);
        QVERIFY2(::umount2(target.constData(), 0) == 0, strerror(errno));
        unmount.dismiss();
        const auto after = cache.current();
        QVERIFY(after);
        QCOMPARE(cache.reads(), 3);
        QCOMPARE(after->otherFsTypeOn(*mounted), QString());
    }

    void theRealMountTableIsWatched()
    {
        if (!g_ownMountNamespace)
            QSKIP("needs root and unshare(CLONE_NEWNS) to mount a tmpfs");
        QTemporaryDir dir;
        const QByteArray target = QFile::encodeName(dir.path());
        const auto before = bdiOf(dir.path());
        MountTableWatcher watcher{SystemRoot()};
        QSignalSpy changed(&watcher, &MountTableWatcher::changed);
        QTest::qWait(200);
        QCOMPARE(changed.count(), 0); // nothing happened yet

        QVERIFY2(::mount("tmpfs", target.constData(), "tmpfs", 0, "size=1m") == 0, strerror(errno));
        // Unmounted even when a check fails, so that the folder can go.
        auto unmount = qScopeGuard([&target] { ::umount2(target.constData(), MNT_DETACH); });
        QTRY_VERIFY(changed.count() >= 1);
        const qsizetype afterMount = changed.count();
        const auto mounted = bdiOf(dir.path());
        QVERIFY(mounted && mounted != before);
        const auto table = NfsMountTable::read(SystemRoot());
        QVERIFY2(table, qPrintable(table ? QString() : table.error().message));
        QCOMPARE(table->otherFsTypeOn(*mounted), QStringLiteral("tmpfs"));

        QVERIFY2(::umount2(target.constData(), 0) == 0, strerror(errno));
        unmount.dismiss();
        QTRY_VERIFY(changed.count() > afterMount);
        const auto after = NfsMountTable::read(SystemRoot());
        QVERIFY(after);
        QCOMPARE(after->otherFsTypeOn(*mounted), QString());
    }
};

int main(int argc, char **argv)
{
    // Mounts made here stay in this process's own mount namespace; made
    // before any thread starts (unshare refuses a threaded process).
    g_ownMountNamespace = ::geteuid() == 0 && ::unshare(CLONE_NEWNS) == 0 &&
                          ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0;
    QCoreApplication app(argc, argv);
    TestMountTableWatcher test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_mounttablewatcher.moc"
