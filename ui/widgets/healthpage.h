// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"

#include <QWidget>

class QFormLayout;
class QLabel;

namespace nfstuner {

class LiveTuning;

// Whether changes and persistent settings can work here: the helper can be
// reached, nfsrahead and its udev rule are installed, and which nfs.conf
// that nfsrahead reads. Where this machine runs nfsd, its max_block_size
// (read-only: it bounds its clients' rsize and wsize).
class HealthPage : public QWidget
{
    Q_OBJECT

public:
    HealthPage(LiveTuning &tuning, SystemRoot root, const QString &backendDescription,
               QWidget *parent = nullptr);

    // Whether [nfs-tuner] rules are configured: then a missing
    // nfs-tuner-rahead is a problem.
    void setRulesConfigured(bool configured);

public slots:
    void check();

signals:
    // Whether the backend answered; the detail says why not.
    void backendChecked(bool reachable, const QString &detail);

private:
    LiveTuning &m_tuning;
    SystemRoot m_root;
    QString m_backendDescription;
    QLabel *m_helper;
    QLabel *m_nfsrahead;
    QLabel *m_udev;
    QLabel *m_config;
    QLabel *m_rahead;
    bool m_rulesConfigured = false;
    QLabel *m_nfsd;
    QFormLayout *m_form;
    QLabel *m_problems;
};

} // namespace nfstuner
