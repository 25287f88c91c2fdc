// SPDX-License-Identifier: GPL-2.0-or-later
#include "conf/linediff.h"

#include <QList>

namespace nfstuner {

namespace {

QList<QByteArray> lines(const QByteArray &text)
{
    QList<QByteArray> result = text.split('\n');
    if (!result.isEmpty() && result.last().isEmpty())
        result.removeLast();
    return result;
}

// A hunk's "start,count" as diff -u writes it: the count left out when it
// is 1, the start the line before when it is 0.
QString range(qsizetype index, qsizetype count)
{
    if (count == 1)
        return QString::number(index + 1);
    return QStringLiteral("%1,%2").arg(count ? index + 1 : index).arg(count);
}

} // namespace

QString unifiedDiff(const QByteArray &before, const QByteArray &after, const QString &name,
                    int context)
{
    const QList<QByteArray> a = lines(before);
    const QList<QByteArray> b = lines(after);
    // Longest common subsequence table; config files are small.
    const qsizetype n = a.size(), m = b.size();
    QList<QList<int>> lcs(n + 1, QList<int>(m + 1, 0));
    for (qsizetype i = n - 1; i >= 0; --i)
        for (qsizetype j = m - 1; j >= 0; --j)
            lcs[i][j] =
                a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);

    // The edit script: ' ' keep, '-' remove, '+' add, with line numbers.
    struct Step
    {
        char kind;
        qsizetype i, j;
    };
    QList<Step> steps;
    qsizetype i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j])
            steps.append({' ', i++, j++});
        else if (i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]))
            steps.append({'-', i++, j}); // removals before additions, as diff -u
        else
            steps.append({'+', i, j++});
    }

    QString out;
    qsizetype k = 0;
    while (k < steps.size()) {
        if (steps[k].kind == ' ') {
            ++k;
            continue;
        }
        // A hunk: this change, nearby ones, and context around them.
        qsizetype first = std::max<qsizetype>(0, k - context);
        qsizetype last = k;
        for (qsizetype s = k; s < steps.size(); ++s) {
            if (steps[s].kind != ' ')
                last = s;
            else if (s - last > 2 * context)
                break;
        }
        last = std::min<qsizetype>(steps.size() - 1, last + context);
        qsizetype oldCount = 0, newCount = 0;
        for (qsizetype s = first; s <= last; ++s) {
            oldCount += steps[s].kind != '+';
            newCount += steps[s].kind != '-';
        }
        if (out.isEmpty())
            out += QStringLiteral("--- %1 (now)\n+++ %1 (saved)\n").arg(name);
        out += QStringLiteral("@@ -%1 +%2 @@\n")
                   .arg(range(steps[first].i, oldCount), range(steps[first].j, newCount));
        for (qsizetype s = first; s <= last; ++s) {
            const QByteArray &text = steps[s].kind == '+' ? b[steps[s].j] : a[steps[s].i];
            out += QLatin1Char(steps[s].kind) + QString::fromUtf8(text) + QLatin1Char('\n');
        }
        k = last + 1;
    }
    return out;
}

} // namespace nfstuner
