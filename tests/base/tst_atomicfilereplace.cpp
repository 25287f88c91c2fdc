// SPDX-License-Identifier: GPL-2.0-or-later
// Safe replace under faults: a conflict, a symlink, a full file system, a
// read-only one, and writers killed at random points. After each, the
// target holds the old content or the new one, byte for byte.
#include "base/atomicfilereplace.h"
#include "conf/nfsconfeditor.h"
#include "conf/nfsconfloader.h"
#include "fixtureroot.h"
#include "processrunner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTest>
#include <QThread>

#include <csignal>
#include <poll.h>
#include <sched.h>
#include <sys/inotify.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <unistd.h>

using namespace nfstuner;
using namespace nfstuner::test;

namespace {

AtomicFileReplace::Editor setTo(const QByteArray &content)
{
    return [content](const std::optional<QByteArray> &) -> Result<std::optional<QByteArray>> {
        return std::optional(content);
    };
}

QStringList leftovers(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral("*.nfs-tuner-*")}, QDir::Files | QDir::Hidden);
}

// Whether this process has a mount namespace of its own (main() makes one
// as root): the tests that mount file systems need it, the others do not.
bool g_ownMountNamespace = false;

#define REQUIRE_ROOT(why)                                                                          \
    do {                                                                                           \
        if (!g_ownMountNamespace)                                                                  \
            QSKIP("needs root and unshare(CLONE_NEWNS): " why);                                    \
    } while (false)

void mountOrFail(const char *source, const QString &target, const char *type, unsigned long flags,
                 const char *data)
{
    if (::mount(source, QFile::encodeName(target).constData(), type, flags, data) != 0)
        qFatal("mount %s on %s: %s", source, qPrintable(target), strerror(errno));
}

// Waits until a file appears in the watched folder (or the timeout).
void waitForTemporary(int watch, int timeoutMs)
{
    char events[4096];
    while (::read(watch, events, sizeof events) > 0) {
    } // drop stale events
    struct pollfd poller = {watch, POLLIN, 0};
    if (::poll(&poller, 1, timeoutMs) > 0)
        while (::read(watch, events, sizeof events) > 0) {
        }
}

// A POSIX ACL granting user 1234 read access, in the kernel's xattr format.
QByteArray aclBlob()
{
    QByteArray blob;
    auto add32 = [&](quint32 v) { blob.append(reinterpret_cast<const char *>(&v), 4); };
    auto entry = [&](quint16 tag, quint16 perm, quint32 id) {
        blob.append(reinterpret_cast<const char *>(&tag), 2);
        blob.append(reinterpret_cast<const char *>(&perm), 2);
        add32(id);
    };
    add32(2);                   // POSIX_ACL_XATTR_VERSION
    entry(0x01, 6, 0xffffffff); // user::rw-
    entry(0x02, 4, 1234);       // user:1234:r--
    entry(0x04, 4, 0xffffffff); // group::r--
    entry(0x10, 4, 0xffffffff); // mask::r--
    entry(0x20, 0, 0xffffffff); // other::---
    return blob;
}

} // namespace

class TestAtomicFileReplace : public QObject
{
    Q_OBJECT

private slots:
    void replacesAndReportsHashes()
    {
        QTemporaryDir dir;
        const QString file = dir.path() + QStringLiteral("/nfs.conf");
        writeFile(file, "old\n");
        const auto outcome =
            AtomicFileReplace::replace(file, AtomicFileReplace::sha256Hex("old\n"), setTo("new\n"));
        QVERIFY2(outcome, qPrintable(outcome ? QString() : outcome.error().message));
        QVERIFY(outcome->changed);
        QCOMPARE(outcome->oldSha256, AtomicFileReplace::sha256Hex("old\n"));
        QCOMPARE(outcome->newSha256, AtomicFileReplace::sha256Hex("new\n"));
        QCOMPARE(readFile(file), QByteArray("new\n"));
        QVERIFY(leftovers(dir.path()).isEmpty());
    }

    void conflictChangesNothing()
    {
        QTemporaryDir dir;
        const QString file = dir.path() + QStringLiteral("/nfs.conf");
        writeFile(file, "theirs\n");
        const auto outcome = AtomicFileReplace::replace(
            file, AtomicFileReplace::sha256Hex("mine\n"), setTo("new\n"));
        QVERIFY(!outcome);
        QCOMPARE(outcome.error().code, Error::Code::Conflict);
        QCOMPARE(readFile(file), QByteArray("theirs\n"));
        // A caller that saw no file conflicts with one that now exists, and
        // one that saw a file conflicts with its removal.
        QCOMPARE(AtomicFileReplace::replace(file, QByteArray(), setTo("x")).error().code,
                 Error::Code::Conflict);
        const QString gone = dir.path() + QStringLiteral("/gone.conf");
        QCOMPARE(AtomicFileReplace::replace(gone, AtomicFileReplace::sha256Hex("x"), setTo("x"))
                     .error()
                     .code,
                 Error::Code::Conflict);
        QVERIFY(!QFileInfo::exists(gone));
    }

    void createsMissingFile()
    {
        QTemporaryDir dir;
        const QString file = dir.path() + QStringLiteral("/new.conf");
        const auto outcome =
            AtomicFileReplace::replace(file, QByteArray(), setTo("[s]\nk = 1\n"), 0644);
        QVERIFY(outcome);
        QCOMPARE(outcome->oldSha256, QByteArray());
        QCOMPARE(readFile(file), QByteArray("[s]\nk = 1\n"));
        QCOMPARE(QFileInfo(file).permissions() & 0x7777,
                 QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser |
                     QFileDevice::WriteUser | QFileDevice::ReadGroup | QFileDevice::ReadOther);
    }

    void refusesSymlinksAndSpecialFiles()
    {
        QTemporaryDir dir;
        const QString real = dir.path() + QStringLiteral("/real.conf");
        const QString link = dir.path() + QStringLiteral("/nfs.conf");
        writeFile(real, "real\n");
        QVERIFY(QFile::link(real, link));
        const auto outcome = AtomicFileReplace::replace(link, std::nullopt, setTo("new\n"));
        QVERIFY(!outcome);
        QVERIFY(outcome.error().message.contains(QStringLiteral("symbolic link")));
        QCOMPARE(readFile(real), QByteArray("real\n"));
        QVERIFY(QFileInfo(link).isSymLink());

        const QString fifo = dir.path() + QStringLiteral("/fifo.conf");
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QVERIFY(!AtomicFileReplace::replace(fifo, std::nullopt, setTo("x")));
        QVERIFY(!AtomicFileReplace::replace(dir.path(), std::nullopt, setTo("x")));
        QVERIFY(leftovers(dir.path()).isEmpty());
    }

    void keepsModeOwnerAndExtendedAttributes()
    {
        REQUIRE_ROOT("gives the file to another owner");
        QTemporaryDir dir;
        const QString file = dir.path() + QStringLiteral("/nfs.conf");
        const QByteArray name = QFile::encodeName(file);
        writeFile(file, "old\n");
        QVERIFY(::chmod(name.constData(), 0640) == 0);
        QVERIFY(::chown(name.constData(), 1234, 5678) == 0);
        QVERIFY(::setxattr(name.constData(), "user.nfstuner", "label", 5, 0) == 0);
        const QByteArray acl = aclBlob();
        QVERIFY2(::setxattr(name.constData(), "system.posix_acl_access", acl.constData(),
                            size_t(acl.size()), 0) == 0,
                 strerror(errno));
        struct stat before = {};
        QVERIFY(::stat(name.constData(), &before) == 0);

        QVERIFY(AtomicFileReplace::replace(file, std::nullopt, setTo("new\n")));
        struct stat after = {};
        QVERIFY(::stat(name.constData(), &after) == 0);
        QVERIFY(after.st_ino != before.st_ino); // a new file took the name
        QCOMPARE(after.st_mode & 07777, before.st_mode & 07777);
        QCOMPARE(after.st_uid, 1234u);
        QCOMPARE(after.st_gid, 5678u);
        char value[64] = {};
        QCOMPARE(::getxattr(name.constData(), "user.nfstuner", value, sizeof value), ssize_t(5));
        QCOMPARE(QByteArray(value, 5), QByteArray("label"));
        QByteArray aclAfter(256, '\0');
        const ssize_t aclSize =
            ::getxattr(name.constData(), "system.posix_acl_access", aclAfter.data(), 256);
        QCOMPARE(aclAfter.left(aclSize), acl);
    }

    void fullFileSystemKeepsOriginal()
    {
        REQUIRE_ROOT("mounts a small tmpfs");
        QTemporaryDir dir;
        mountOrFail("tmpfs", dir.path(), "tmpfs", 0, "size=256k");
        const QString file = dir.path() + QStringLiteral("/nfs.conf");
        const QByteArray original(150 * 1024, 'o');
        writeFile(file, original);
        const auto outcome =
            AtomicFileReplace::replace(file, std::nullopt, setTo(QByteArray(150 * 1024, 'n')));
        QVERIFY(!outcome);
        QVERIFY2(outcome.error().message.contains(QStringLiteral("No space")),
                 qPrintable(outcome.error().message));
        QCOMPARE(readFile(file), original);
        QVERIFY(leftovers(dir.path()).isEmpty());
        ::umount2(QFile::encodeName(dir.path()).constData(), MNT_DETACH);
    }

    void readOnlyFileSystemKeepsOriginal()
    {
        REQUIRE_ROOT("mounts a read-only bind mount");
        QTemporaryDir writable, readOnly;
        const QString file = readOnly.path() + QStringLiteral("/nfs.conf");
        writeFile(writable.path() + QStringLiteral("/nfs.conf"), "original\n");
        mountOrFail(qPrintable(writable.path()), readOnly.path(), nullptr, MS_BIND, nullptr);
        mountOrFail(nullptr, readOnly.path(), nullptr, MS_BIND | MS_REMOUNT | MS_RDONLY, nullptr);
        const auto outcome = AtomicFileReplace::replace(file, std::nullopt, setTo("new\n"));
        QVERIFY(!outcome);
        QVERIFY2(outcome.error().message.contains(QStringLiteral("Read-only")),
                 qPrintable(outcome.error().message));
        QCOMPARE(readFile(file), QByteArray("original\n"));
        ::umount2(QFile::encodeName(readOnly.path()).constData(), MNT_DETACH);
        QVERIFY(leftovers(writable.path()).isEmpty());
    }

    void killedWritersLeaveOldOrNew()
    {
        // 200 `config set` runs, each killed with SIGKILL at a random moment.
        QTemporaryDir dir;
        const QString file = dir.path() + QStringLiteral("/nfs.conf");
        QByteArray bulk;
        for (int i = 0; i < 10000; ++i)
            bulk += "# padding so that writing takes a while " + QByteArray::number(i) + '\n';
        writeFile(file, bulk + "[nfsrahead]\nnfs=0\n");

        // How long one undisturbed run takes, so that kills land all over it.
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(
            runCli({QStringLiteral("config"), QStringLiteral("set"), QStringLiteral("nfsrahead"),
                    QStringLiteral("nfs"), QStringLiteral("0"), QStringLiteral("--file"), file})
                .exitCode,
            0);
        const qint64 runMicroseconds = clock.nsecsElapsed() / 1000;
        const quint32 seed = QRandomGenerator::global()->generate();
        qInfo("seed %u, one run %lld us", seed, runMicroseconds);
        QRandomGenerator random(seed);
        const int watch = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        QVERIFY(watch >= 0);
        QVERIFY(::inotify_add_watch(watch, QFile::encodeName(dir.path()).constData(), IN_CREATE) >=
                0);
        int old = 0, updated = 0, interrupted = 0;
        for (int i = 1; i <= 200; ++i) {
            const QByteArray before = readFile(file);
            const auto expected = NfsConfEditor::apply(
                before, ConfEdit{"nfsrahead", std::nullopt, "nfs", QByteArray::number(i)});
            QVERIFY(expected);
            QProcess writer;
            writer.start(cliPath(), {QStringLiteral("config"), QStringLiteral("set"),
                                     QStringLiteral("nfsrahead"), QStringLiteral("nfs"),
                                     QString::number(i), QStringLiteral("--file"), file});
            QVERIFY(writer.waitForStarted());
            if (i % 2) {
                // Anywhere in the run.
                QThread::usleep(random.bounded(quint32(runMicroseconds * 13 / 10)));
            } else {
                // Within the short write window: right after the temporary
                // file appears, at a random offset.
                waitForTemporary(watch, 2000);
                QThread::usleep(random.bounded(3000u));
            }
            ::kill(pid_t(writer.processId()), SIGKILL);
            writer.waitForFinished();
            if (!leftovers(dir.path()).isEmpty())
                ++interrupted; // killed between creating the temporary file and the rename

            const QByteArray after = readFile(file);
            QVERIFY2(after == before || after == *expected,
                     qPrintable(QStringLiteral("run %1").arg(i)));
            (after == before ? old : updated)++;
            const NfsConf conf = NfsConfLoader::load(SystemRoot(), file);
            QVERIFY(conf.binding("nfsrahead", std::nullopt, "nfs"));
        }
        ::close(watch);
        qInfo("kept old: %d, new: %d, killed mid-write: %d", old, updated, interrupted);
        QVERIFY(old > 0);
        QVERIFY(updated > 0);
        QVERIFY(interrupted > 0);
        // The next writer clears what killed ones left behind.
        QVERIFY(AtomicFileReplace::replace(file, std::nullopt, setTo("[nfsrahead]\nnfs=1\n")));
        QVERIFY(leftovers(dir.path()).isEmpty());
    }
};

int main(int argc, char **argv)
{
    // Mounts made here stay in this process's own mount namespace.
    g_ownMountNamespace = ::geteuid() == 0 && ::unshare(CLONE_NEWNS) == 0 &&
                          ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0;
    QCoreApplication app(argc, argv);
    TestAtomicFileReplace test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_atomicfilereplace.moc"
