// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QDBusMessage>
#include <QMap>
#include <QString>
#include <QVariantList>

// Helpers for tests that run inside run-with-test-bus.sh.
namespace nfstuner::test {

QString testRoot();     // NFSTUNER_TEST_ROOT: the helper's root
QString testRulesDir(); // NFSTUNER_TEST_RULES: polkit rules.d
QByteArray helperLog(); // the helper's audit log so far

// A call to the helper on the test system bus, waited for (30 s).
QDBusMessage callHelper(const QString &method, const QVariantList &arguments,
                        const QString &interface = QStringLiteral("io.github.nfstuner.Helper1"));
uint helperPid(); // 0 when not running

// Every file under a folder, by relative path: compares whole trees. The
// runtime folder /run (the helper's lock) is left out.
QMap<QString, QByteArray> snapshot(const QString &folder);
void restore(const QString &folder, const QMap<QString, QByteArray> &files);

} // namespace nfstuner::test
