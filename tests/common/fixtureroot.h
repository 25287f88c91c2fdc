// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace nfstuner::test {

// The real-kernel fixture roots in tests/fixtures/roots/NAME: root/ is the
// filesystem root, expected.json what the kernel said at capture time.
QString fixturesDir();
QString fixtureDir(const QString &name);
QString fixtureRoot(const QString &name);
QStringList fixtureNames(); // those with an expected.json
QJsonObject expectedJson(const QString &name);
QJsonObject expectedJsonFile(const QString &path);

// A writable copy of a fixture root (or of any folder) in a temporary
// directory (below `parent`: the system's temporary folder by default),
// removed when the returned object goes.
std::unique_ptr<QTemporaryDir> copyTree(const QString &source, const QString &parent = QString());

// Writes a file, creating parent folders; fails the test on error.
void writeFile(const QString &path, const QByteArray &content);
QByteArray readFile(const QString &path);

// Installs in `root` what applies [nfs-tuner] rules at mount time: the
// project's own built udev rule, and an executable where it says
// nfs-tuner-rahead is (a stand-in: only its presence is looked at).
void installRulesHelper(const QString &root);
// Installs in `root` what applies [nfsrahead] values at mount time:
// nfs-common's udev rule (tests/fixtures/udev) and a stand-in nfsrahead
// where it says.
void installNfsrahead(const QString &root);

} // namespace nfstuner::test
