// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "fleet/prometheustransport.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace nfstuner {

// File > Connect to Prometheus…: the server's URL (a path prefix kept),
// how to authenticate (none, a bearer token, basic auth), the CA that
// signed its certificate, how long to wait. Secrets are asked each time and
// never stored; the URL and CA file are remembered.
class FleetConnectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit FleetConnectDialog(QWidget *parent = nullptr);

    PrometheusConnection connection() const;
    void setConnection(const PrometheusConnection &connection);
    // The label hosts are named by (FleetMounts::build); remembered.
    QString hostLabel() const;
    void setHostLabel(const QString &label);
    // Why OK is off, or empty.
    QString problem() const;

    void accept() override;

private:
    void update();

    QLineEdit *m_url;
    QComboBox *m_auth;
    QLineEdit *m_token;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QLineEdit *m_caFile;
    QSpinBox *m_timeout;
    QLineEdit *m_hostLabel;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace nfstuner
