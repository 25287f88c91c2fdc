// SPDX-License-Identifier: GPL-2.0-or-later
#include <QTest>

class Testnfsconfeditor : public QObject
{
    Q_OBJECT
private slots:
    void placeholder() {}
};

QTEST_GUILESS_MAIN(Testnfsconfeditor)
#include "tst_nfsconfeditor.moc"
