// SPDX-License-Identifier: GPL-2.0-or-later
#include <QTest>

class Testreadaheadconfig : public QObject
{
    Q_OBJECT
private slots:
    void placeholder() {}
};

QTEST_GUILESS_MAIN(Testreadaheadconfig)
#include "tst_readaheadconfig.moc"
