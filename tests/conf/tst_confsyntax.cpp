// SPDX-License-Identifier: GPL-2.0-or-later
#include <QTest>

class Testconfsyntax : public QObject
{
    Q_OBJECT
private slots:
    void placeholder() {}
};

QTEST_GUILESS_MAIN(Testconfsyntax)
#include "tst_confsyntax.moc"
