// SPDX-License-Identifier: GPL-2.0-or-later
#include "fleet/fleetconnectdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

namespace nfstuner {

namespace {

enum Auth
{
    NoAuth,
    BearerAuth,
    BasicAuth
};

const QString UrlKey = QStringLiteral("fleet/url");
const QString CaKey = QStringLiteral("fleet/caFile");
const QString HostLabelKey = QStringLiteral("fleet/hostLabel");

} // namespace

FleetConnectDialog::FleetConnectDialog(QWidget *parent)
    : QDialog(parent)
    , m_url(new QLineEdit(this))
    , m_auth(new QComboBox(this))
    , m_token(new QLineEdit(this))
    , m_user(new QLineEdit(this))
    , m_password(new QLineEdit(this))
    , m_caFile(new QLineEdit(this))
    , m_timeout(new QSpinBox(this))
    , m_hostLabel(new QLineEdit(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Connect to Prometheus"));
    m_url->setObjectName(QStringLiteral("url"));
    m_url->setPlaceholderText(QStringLiteral("https://prometheus.example:9090/prometheus"));
    m_auth->addItems({tr("None"), tr("Bearer token"), tr("User and password (basic auth)")});
    m_token->setEchoMode(QLineEdit::Password);
    m_password->setEchoMode(QLineEdit::Password);
    m_caFile->setPlaceholderText(tr("The system's CAs"));
    m_timeout->setRange(1, 3600);
    m_timeout->setValue(30);
    m_timeout->setSuffix(tr(" s"));
    auto *browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("CA certificate"), m_caFile->text(), tr("PEM certificates (*.pem *.crt)"));
        if (!file.isEmpty())
            m_caFile->setText(file);
    });
    auto *caRow = new QHBoxLayout;
    caRow->addWidget(m_caFile, 1);
    caRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->addRow(tr("&URL:"), m_url);
    form->addRow(tr("&Authentication:"), m_auth);
    form->addRow(tr("&Token:"), m_token);
    form->addRow(tr("U&ser:"), m_user);
    form->addRow(tr("&Password:"), m_password);
    // A layout has no buddy: the label gets its field by hand, so that its
    // mnemonic works instead of showing its ampersand.
    auto *caLabel = new QLabel(tr("&CA file:"), this);
    caLabel->setBuddy(m_caFile);
    form->addRow(caLabel, caRow);
    form->addRow(tr("&Wait at most:"), m_timeout);
    m_hostLabel->setObjectName(QStringLiteral("hostLabel"));
    m_hostLabel->setToolTip(
        tr("The label that names each host: instance (the default), a label the scrape "
           "configuration sets, or node_uname_info's nodename. The playbook names hosts by it."));
    form->addRow(tr("Host &label:"), m_hostLabel);
    m_problem->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_url, m_token, m_user, m_caFile, m_hostLabel})
        connect(edit, &QLineEdit::textChanged, this, &FleetConnectDialog::update);
    connect(m_auth, &QComboBox::currentIndexChanged, this, &FleetConnectDialog::update);

    const QSettings settings;
    m_url->setText(settings.value(UrlKey).toString());
    m_caFile->setText(settings.value(CaKey).toString());
    m_hostLabel->setText(settings.value(HostLabelKey, FleetMounts::InstanceLabel).toString());
    update();
}

PrometheusConnection FleetConnectDialog::connection() const
{
    PrometheusConnection connection;
    connection.server = QUrl(m_url->text().trimmed(), QUrl::StrictMode);
    if (m_auth->currentIndex() == BearerAuth) {
        connection.bearerToken = m_token->text().trimmed().toUtf8();
    } else if (m_auth->currentIndex() == BasicAuth) {
        connection.user = m_user->text();
        connection.password = m_password->text();
    }
    connection.caFile = m_caFile->text().trimmed();
    connection.timeoutMs = m_timeout->value() * 1000;
    return connection;
}

QString FleetConnectDialog::hostLabel() const
{
    return m_hostLabel->text().trimmed();
}

void FleetConnectDialog::setHostLabel(const QString &label)
{
    m_hostLabel->setText(label);
}

void FleetConnectDialog::setConnection(const PrometheusConnection &connection)
{
    m_url->setText(connection.server.toString(QUrl::RemoveUserInfo));
    m_auth->setCurrentIndex(!connection.bearerToken.isEmpty() ? BearerAuth
                            : !connection.user.isEmpty()      ? BasicAuth
                                                              : NoAuth);
    m_token->setText(QString::fromUtf8(connection.bearerToken));
    m_user->setText(connection.user);
    m_password->setText(connection.password);
    m_caFile->setText(connection.caFile);
    m_timeout->setValue(std::clamp(connection.timeoutMs / 1000, 1, 3600));
}

QString FleetConnectDialog::problem() const
{
    const QUrl url(m_url->text().trimmed(), QUrl::StrictMode);
    if (m_url->text().trimmed().isEmpty())
        return tr("Give the Prometheus server's URL.");
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https") ||
        url.host().isEmpty())
        return tr("The URL must start with http:// or https:// and name a host.");
    if (m_auth->currentIndex() == BearerAuth && m_token->text().trimmed().isEmpty())
        return tr("Give the bearer token.");
    if (m_auth->currentIndex() == BasicAuth && m_user->text().isEmpty())
        return tr("Give the user.");
    if (m_auth->currentIndex() == BasicAuth && m_user->text().contains(u':'))
        return tr("Basic auth allows no colon in the user.");
    if (!FleetMounts::isLabelName(hostLabel()))
        return tr("The host label is a label's name: letters, digits and _.");
    return {};
}

void FleetConnectDialog::update()
{
    const int auth = m_auth->currentIndex();
    m_token->setEnabled(auth == BearerAuth);
    m_user->setEnabled(auth == BasicAuth);
    m_password->setEnabled(auth == BasicAuth);
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

void FleetConnectDialog::accept()
{
    if (!problem().isEmpty())
        return;
    QSettings settings;
    settings.setValue(UrlKey, QUrl(m_url->text().trimmed()).toString(QUrl::RemoveUserInfo));
    settings.setValue(CaKey, m_caFile->text().trimmed());
    settings.setValue(HostLabelKey, hostLabel());
    QDialog::accept();
}

} // namespace nfstuner
