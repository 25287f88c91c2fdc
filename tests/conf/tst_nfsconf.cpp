// SPDX-License-Identifier: GPL-2.0-or-later
#include <QTest>

class Testnfsconf : public QObject
{
    Q_OBJECT
private slots:
    void placeholder() {}
};

QTEST_GUILESS_MAIN(Testnfsconf)
#include "tst_nfsconf.moc"
