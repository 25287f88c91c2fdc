// SPDX-License-Identifier: GPL-2.0-or-later
// nfs-tuner-cli config against the installed nfsconf (nfs-common 2.6.2 on
// Debian 12, 2.8.3 on Debian 13, which read [section "arg"] differently), the
// oracle for how nfs-utils reads nfs.conf. Cases are folders in
// tests/fixtures/nfsconf/{read,write} (see cases.py there); nothing expected
// is written down here: nfsconf says it at run time.
#include "fixtureroot.h"
#include "processrunner.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QTest>

using namespace nfstuner::test;

namespace {

QString casesDir(const QString &kind)
{
    return fixturesDir() + QStringLiteral("/nfsconf/") + kind;
}

QStringList caseNames(const QString &kind)
{
    return QDir(casesDir(kind)).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

// Splits a query line: spaces separate, "\ " is a space, '' an empty word.
QStringList words(const QString &line)
{
    QStringList result;
    QString word;
    bool any = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (c == QLatin1Char('\\') && i + 1 < line.size()) {
            word += line[++i];
            any = true;
        } else if (c == QLatin1Char(' ')) {
            if (any)
                result.append(word);
            word.clear();
            any = false;
        } else if (line.mid(i, 2) == QLatin1String("''")) {
            any = true;
            ++i;
        } else {
            word += c;
            any = true;
        }
    }
    if (any)
        result.append(word);
    return result;
}

QStringList lines(const QString &path)
{
    if (!QFileInfo::exists(path))
        return {};
    return QString::fromUtf8(readFile(path)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// A writable copy of a case with @DIR@ replaced by the copy's folder.
std::unique_ptr<QTemporaryDir> copyCase(const QString &kind, const QString &name)
{
    auto copy = copyTree(casesDir(kind) + QLatin1Char('/') + name);
    QDirIterator it(copy->path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (it.fileInfo().isSymLink())
            continue;
        const QByteArray content = readFile(path);
        if (content.contains("@DIR@"))
            writeFile(path, QByteArray(content).replace("@DIR@", QFile::encodeName(copy->path())));
    }
    return copy;
}

QProcessEnvironment environmentFor(const QString &caseDir)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    for (const QString &line : lines(caseDir + QStringLiteral("/env"))) {
        const qsizetype equals = line.indexOf(QLatin1Char('='));
        environment.insert(line.left(equals), line.mid(equals + 1));
    }
    return environment;
}

// The settings of an nfsconf --dump, by "section[ "arg"]/tag" (lower-case).
QHash<QString, QString> dumpMap(const QByteArray &dump)
{
    QHash<QString, QString> map;
    QString section;
    for (const QByteArray &line : dump.split('\n')) {
        if (line.startsWith('['))
            section = QString::fromUtf8(line);
        else if (line.startsWith(' '))
            map.insert(section + QLatin1Char('/') +
                           QString::fromUtf8(line.mid(1, line.indexOf(" = ") - 1)).toLower(),
                       QString::fromUtf8(line.mid(line.indexOf(" = ") + 3)));
    }
    return map;
}

QList<QByteArray> byteLines(const QByteArray &content)
{
    QList<QByteArray> result;
    qsizetype start = 0;
    while (start < content.size()) {
        qsizetype end = content.indexOf('\n', start);
        end = end < 0 ? content.size() : end + 1;
        result.append(content.mid(start, end - start));
        start = end;
    }
    return result;
}

// The length of the longest common subsequence of lines: what a line diff keeps.
qsizetype commonLines(const QList<QByteArray> &a, const QList<QByteArray> &b)
{
    QList<qsizetype> previous(b.size() + 1, 0), current(b.size() + 1, 0);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        for (qsizetype j = 1; j <= b.size(); ++j)
            current[j] =
                a[i - 1] == b[j - 1] ? previous[j - 1] + 1 : std::max(previous[j], current[j - 1]);
        std::swap(previous, current);
    }
    return previous[b.size()];
}

bool isAssignmentOf(const QByteArray &line, const QByteArray &key)
{
    const QByteArray trimmed = line.trimmed();
    const qsizetype equals = trimmed.indexOf('=');
    return equals > 0 && trimmed.left(equals).trimmed().toLower() == key.toLower();
}

} // namespace

class TestNfsConfDifferential : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_nfsconf = systemProgram(QStringLiteral("nfsconf"));
        // The minimum the issue asks for; fewer means cases went missing.
        QVERIFY(caseNames(QStringLiteral("read")).size() >= 60);
        QVERIFY(caseNames(QStringLiteral("write")).size() >= 20);
    }

    void readsAsNfsconf_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &name : caseNames(QStringLiteral("read")))
            QTest::newRow(qPrintable(name)) << name;
    }

    void readsAsNfsconf()
    {
        QFETCH(QString, name);
        const auto copy = copyCase(QStringLiteral("read"), name);
        const QProcessEnvironment environment = environmentFor(copy->path());
        const QString file = copy->path() + QStringLiteral("/nfs.conf");

        const ProcessRun theirDump = runProgram(
            m_nfsconf, {QStringLiteral("--file"), file, QStringLiteral("--dump")}, environment);
        const ProcessRun ourDump = runCli(
            {QStringLiteral("config"), QStringLiteral("dump"), QStringLiteral("--file"), file},
            environment);
        QCOMPARE(ourDump.out, theirDump.out);
        QCOMPARE(ourDump.exitCode, theirDump.exitCode);

        int queries = 0;
        for (const QString &line : lines(copy->path() + QStringLiteral("/queries"))) {
            QStringList query = words(line);
            QStringList arg;
            if (query.first() == QLatin1String("--arg")) {
                arg = query.mid(0, 2);
                query = query.mid(2);
            }
            QCOMPARE(query.size(), 2);
            const ProcessRun theirs = runProgram(
                m_nfsconf,
                QStringList{QStringLiteral("--file"), file, QStringLiteral("--get")} + arg + query,
                environment);
            const ProcessRun ours =
                runCli(QStringList{QStringLiteral("config"), QStringLiteral("get")} + query + arg +
                           QStringList{QStringLiteral("--file"), file},
                       environment);
            const QByteArray what = line.toUtf8();
            QVERIFY2(ours.out == theirs.out, QByteArray(what + ": ours " + ours.out.toHex() +
                                                        " nfsconf " + theirs.out.toHex())
                                                 .constData());
            QVERIFY2(ours.exitCode == theirs.exitCode, what.constData());
            ++queries;
        }
        QVERIFY(queries > 0);
    }

    void writesAsNfsconfReads_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &name : caseNames(QStringLiteral("write")))
            QTest::newRow(qPrintable(name)) << name;
    }

    void writesAsNfsconfReads()
    {
        QFETCH(QString, name);
        const auto ours = copyCase(QStringLiteral("write"), name);
        const auto theirs = copyCase(QStringLiteral("write"), name);
        const QString file = ours->path() + QStringLiteral("/nfs.conf");
        const bool existed = QFileInfo::exists(file);
        const QByteArray before = existed ? readFile(file) : QByteArray();

        QStringList edit = words(lines(ours->path() + QStringLiteral("/edit")).first());
        QStringList arg;
        if (edit.size() >= 2 && edit[edit.size() - 2] == QLatin1String("--arg")) {
            arg = edit.mid(edit.size() - 2);
            edit = edit.mid(0, edit.size() - 2);
        }
        const bool set = edit[0] == QLatin1String("set");
        const QString section = edit[1], key = edit[2], value = set ? edit[3] : QString();

        // Ours.
        const ProcessRun run = runCli(QStringList{QStringLiteral("config"), edit[0], section, key} +
                                      (set ? QStringList{value} : QStringList{}) + arg +
                                      QStringList{QStringLiteral("--file"), file});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const bool exists = QFileInfo::exists(file);
        const QByteArray after = exists ? readFile(file) : QByteArray();
        if (!set && !existed)
            QVERIFY(!exists); // unsetting never creates a file

        // 1. The real nfsconf reads the intended value back.
        if (exists) {
            const ProcessRun get = runProgram(
                m_nfsconf, QStringList{QStringLiteral("--file"), file, QStringLiteral("--get")} +
                               arg + QStringList{section, key});
            if (set) {
                QCOMPARE(get.out, value.toUtf8() + '\n');
                QCOMPARE(get.exitCode, 0);
            } else {
                QCOMPARE(get.exitCode, 1);
            }
        }

        // 2. Every other setting is unchanged, as nfsconf reads both files.
        const QString original = theirs->path() + QStringLiteral("/nfs.conf");
        auto dumpOf = [&](const QString &path) {
            return QFileInfo::exists(path)
                       ? dumpMap(runProgram(m_nfsconf, {QStringLiteral("--file"), path,
                                                        QStringLiteral("--dump")})
                                     .out)
                       : QHash<QString, QString>();
        };
        auto oldMap = dumpOf(original);
        auto newMap = dumpOf(file);
        const QString target =
            (arg.isEmpty() ? QStringLiteral("[%1]").arg(section.toLower())
                           : QStringLiteral("[%1 \"%2\"]").arg(section.toLower(), arg[1])) +
            QLatin1Char('/') + key.toLower();
        oldMap.remove(target);
        newMap.remove(target);
        QCOMPARE(newMap, oldMap);

        // 3. Bytes: only the edited lines differ.
        const QList<QByteArray> a = byteLines(before), b = byteLines(after);
        const qsizetype common = commonLines(a, b);
        const QString expect =
            QString::fromUtf8(readFile(ours->path() + QStringLiteral("/expect")));
        const QString counts =
            QStringLiteral("removed=%1 added=%2").arg(a.size() - common).arg(b.size() - common);
        QVERIFY2(expect.startsWith(counts),
                 qPrintable(counts + QStringLiteral(" but expected ") + expect));

        // 4. Where nfsconf --set puts the line, ours is there too.
        if (expect.contains(QLatin1String("same-as-nfsconf"))) {
            const QString theirFile = theirs->path() + QStringLiteral("/nfs.conf");
            const ProcessRun nfsconf = runProgram(
                m_nfsconf,
                QStringList{QStringLiteral("--file"), theirFile, QStringLiteral("--modified"),
                            QString(), set ? QStringLiteral("--set") : QStringLiteral("--unset")} +
                    arg + QStringList{section, key} + (set ? QStringList{value} : QStringList{}));
            QCOMPARE(nfsconf.exitCode, 0);
            const QList<QByteArray> t =
                byteLines(QFileInfo::exists(theirFile) ? readFile(theirFile) : QByteArray());
            QCOMPARE(b.size(), t.size());
            for (qsizetype i = 0; i < b.size(); ++i) {
                if (b[i] != t[i])
                    QVERIFY2(isAssignmentOf(b[i], key.toUtf8()) &&
                                 isAssignmentOf(t[i], key.toUtf8()),
                             QByteArray("line " + QByteArray::number(i + 1) + ": ours " + b[i] +
                                        " nfsconf " + t[i])
                                 .constData());
            }
        }
    }

private:
    QString m_nfsconf;
};

QTEST_GUILESS_MAIN(TestNfsConfDifferential)
#include "tst_nfsconf_differential.moc"
