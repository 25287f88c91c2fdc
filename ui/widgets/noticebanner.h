// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QLabel>

namespace nfstuner {

// A line above the table that says what this window is looking at or why
// something cannot be done (the demo, a captured root, no helper), in the
// palette's tooltip colours so that it reads in light and dark themes.
class NoticeBanner : public QLabel
{
    Q_OBJECT

public:
    explicit NoticeBanner(QWidget *parent = nullptr);
};

} // namespace nfstuner
