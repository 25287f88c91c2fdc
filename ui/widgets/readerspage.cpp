// SPDX-License-Identifier: GPL-2.0-or-later
#include "widgets/readerspage.h"

#include "base/liveroot.h"
#include "base/printable.h"
#include "models/readersmodel.h"
#include "monitor/mountmonitor.h"
#include "session/readersservice.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace nfstuner {

ReadersPage::ReadersPage(MountMonitor &monitor, ReadersService &service, QWidget *parent)
    : QWidget(parent)
    , m_monitor(monitor)
    , m_service(service)
{
    buildParts();
    connect(&m_service, &ReadersService::updated, this, &ReadersPage::updated);
    connect(&m_service, &ReadersService::failed, this, &ReadersPage::failed);
    connect(&m_service, &ReadersService::sourceChanged, this, &ReadersPage::sourceChanged);
    connect(&m_service, &ReadersService::fellBack, this, [this] {
        m_problem = tr("Not allowed to see other users' processes: showing yours.");
        updateSummary();
    });
    sourceChanged();
}

ReadersPage::~ReadersPage() = default;

void ReadersPage::buildParts()
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("readersSummary"));
    m_summary->setWordWrap(true);
    m_everyUser = new QPushButton(tr("Show every &user's processes…"), this);
    m_everyUser->setObjectName(QStringLiteral("everyUserButton"));
    m_everyUser->setToolTip(tr("Other users' processes are theirs: the helper shows them once "
                               "an administrator allows it."));
    connect(m_everyUser, &QPushButton::clicked, this, &ReadersPage::showEveryUser);
    m_model = new ReadersModel(this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(ReadersModel::SortRole);
    // A filter over every column (pid, user, command, files): one process
    // among hundreds.
    m_sorted->setFilterKeyColumn(-1);
    m_sorted->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("readersFilter"));
    m_filter->setPlaceholderText(tr("PID, user, command, file…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter the processes"));
    connect(m_filter, &QLineEdit::textChanged, m_sorted,
            &QSortFilterProxyModel::setFilterFixedString);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("readersTable"));
    m_view->setModel(m_sorted);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ReadersModel::ReadRate, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    // Figures as wide as they are; the files take the rest.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(ReadersModel::Files, QHeaderView::Stretch);
    m_view->setAccessibleName(tr("Processes reading the mount"));
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("readersNote"));
    m_note->setWordWrap(true);
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    auto *filterLabel = new QLabel(tr("Fi&nd:"), this);
    filterLabel->setBuddy(m_filter);
    top->addWidget(filterLabel);
    top->addWidget(m_filter);
    top->addWidget(m_everyUser);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_note);
}

void ReadersPage::sourceChanged()
{
    m_everyUser->setVisible(!m_service.seesEveryUser());
    m_model->clear();
    updateSummary();
}

void ReadersPage::setMountpoint(const QString &mountpoint)
{
    if (mountpoint == m_mountpoint)
        return;
    m_mountpoint = mountpoint;
    m_problem.clear();
    m_model->clear();
    updated();
}

void ReadersPage::showEveryUser()
{
    m_problem.clear();
    m_service.showEveryUser();
}

// Shown, it looks with every sample; hidden, the session looks now and
// then, for the advice.
void ReadersPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_service.setWatched(true);
}

void ReadersPage::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_service.setWatched(false);
}

const MountReadersReport *ReadersPage::shown() const
{
    for (const MountReadersReport &report : m_service.readers().latest()) {
        if (report.mountpoint == m_mountpoint)
            return &report;
    }
    return nullptr;
}

void ReadersPage::updated()
{
    const MountReadersReport *report = shown();
    if (!report) {
        updateSummary();
        return;
    }
    ReaderMonitor &readers = m_service.readers();
    m_model->setReaders(report->readers.readers,
                        [&readers](quint32 uid) { return readers.userName(uid); });
    updateSummary();
    emit readersChanged(*report);
}

void ReadersPage::failed(const Error &error)
{
    m_problem = error.message;
    updateSummary();
}

void ReadersPage::updateSummary()
{
    const QLocale locale;
    QString text;
    const auto live = LiveRoot::hasProcesses(m_monitor.root());
    if (!live) {
        text = live.error().message + u'.';
    } else if (m_mountpoint.isEmpty()) {
        text = tr("Select a mount to see who reads it.");
    } else if (!shown()) {
        text = tr("Looking at %1: the figures come with the next sample.")
                   .arg(printable(m_mountpoint));
    } else {
        const MountReaders &readers = shown()->readers;
        text = tr("%n process(es) with files open on %1, reading %2 MB/s", nullptr,
                  int(readers.readers.size()))
                   .arg(printable(m_mountpoint),
                        locale.toString(readers.readBytesPerSecond / 1e6, 'f', 1));
        text += m_service.seesEveryUser() ? tr(" (every user's).") : tr(" (yours only).");
    }
    if (!m_problem.isEmpty())
        text += QLatin1Char(' ') + m_problem;
    m_summary->setText(text);
    const ReaderRates &rates = m_service.readers().rates();
    QString note = tr("Read MB/s and calls come from the files' positions and each process's "
                      "counters; ~ marks a share (the process also read elsewhere, or with "
                      "pread). ");
    note += rates.fetchCounting() == FetchCounting::Unknown
                ? tr("Fetched MB/s: not known yet whether this kernel counts NFS readahead.")
                : rates.fetchCountingReason();
    if (m_service.readers().truncated())
        note += QLatin1Char(' ') + tr("More processes or files than one look takes: some are "
                                      "left out.");
    m_note->setText(note);
}

} // namespace nfstuner
