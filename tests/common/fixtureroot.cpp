// SPDX-License-Identifier: GPL-2.0-or-later
#include "fixtureroot.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

#include <unistd.h>

namespace nfstuner::test {

QString fixturesDir()
{
    return QStringLiteral(NFSTUNER_FIXTURES_DIR);
}

QString fixtureDir(const QString &name)
{
    return fixturesDir() + QStringLiteral("/roots/") + name;
}

QString fixtureRoot(const QString &name)
{
    return fixtureDir(name) + QStringLiteral("/root");
}

QStringList fixtureNames()
{
    QStringList names;
    const QDir roots(fixturesDir() + QStringLiteral("/roots"));
    for (const QString &name : roots.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (QFileInfo::exists(fixtureDir(name) + QStringLiteral("/expected.json")))
            names.append(name);
    }
    return names;
}

QJsonObject expectedJson(const QString &name)
{
    return expectedJsonFile(fixtureDir(name) + QStringLiteral("/expected.json"));
}

QJsonObject expectedJsonFile(const QString &path)
{
    QJsonParseError error;
    const auto document = QJsonDocument::fromJson(readFile(path), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("%s: %s", qPrintable(path), qPrintable(error.errorString()));
    return document.object();
}

std::unique_ptr<QTemporaryDir> copyTree(const QString &source, const QString &parent)
{
    auto dir = parent.isEmpty()
                   ? std::make_unique<QTemporaryDir>()
                   : std::make_unique<QTemporaryDir>(parent + QStringLiteral("/copy-XXXXXX"));
    if (!dir->isValid())
        qFatal("cannot create a temporary directory");
    QDirIterator it(source, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString target = dir->path() + path.mid(source.size());
        const QFileInfo info = it.fileInfo();
        if (info.isSymLink()) {
            // Kept as a link, with its target exactly as written.
            char linkTarget[4096];
            const ssize_t n =
                ::readlink(QFile::encodeName(path).constData(), linkTarget, sizeof linkTarget);
            QDir().mkpath(QFileInfo(target).path());
            if (n < 0 || ::symlink(QByteArray(linkTarget, n).constData(),
                                   QFile::encodeName(target).constData()) != 0)
                qFatal("cannot copy the link %s", qPrintable(path));
        } else if (info.isDir()) {
            QDir().mkpath(target);
        } else {
            QDir().mkpath(QFileInfo(target).path());
            if (!QFile::copy(path, target))
                qFatal("cannot copy %s", qPrintable(path));
            QFile(target).setPermissions(QFile(target).permissions() | QFile::WriteOwner);
        }
    }
    return dir;
}

void installRulesHelper(const QString &root)
{
    const QByteArray rule = readFile(QStringLiteral(NFSTUNER_UDEV_RULE));
    static const QRegularExpression run(QStringLiteral("RUN\\+=\"(/\\S+) "));
    const auto match = run.match(QString::fromUtf8(rule));
    QVERIFY2(match.hasMatch(), NFSTUNER_UDEV_RULE);
    writeFile(root + QStringLiteral("/usr/lib/udev/rules.d/99-nfs-tuner.rules"), rule);
    const QString program = root + match.captured(1);
    writeFile(program, "#!/bin/sh\n");
    QVERIFY(QFile::setPermissions(program, QFile::permissions(program) | QFile::ExeOwner |
                                               QFile::ExeGroup | QFile::ExeOther));
}

void installNfsrahead(const QString &root)
{
    const QByteArray rule = readFile(fixturesDir() + QStringLiteral("/udev/99-nfs.rules"));
    static const QRegularExpression run(QStringLiteral("PROGRAM=\"(/\\S+nfsrahead) "));
    const auto match = run.match(QString::fromUtf8(rule));
    QVERIFY2(match.hasMatch(), rule.constData());
    writeFile(root + QStringLiteral("/usr/lib/udev/rules.d/99-nfs.rules"), rule);
    const QString program = root + match.captured(1);
    writeFile(program, "#!/bin/sh\n");
    QVERIFY(QFile::setPermissions(program, QFile::permissions(program) | QFile::ExeOwner |
                                               QFile::ExeGroup | QFile::ExeOther));
}

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

} // namespace nfstuner::test
