# golden: correct: input_schema from a pydantic model, English description
# base: solution
# %% ex07_tool_answer
import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class TicketSearch(BaseModel):
    model_config = ConfigDict(extra="forbid")

    requester_id: str = Field(pattern=r"^E-\d{5}$", description="Employee id of the requester, e.g. E-20417")
    status: Literal["open", "in_progress", "resolved"] | None = Field(None, description="Only tickets in this state; all states when absent")
    created_after: datetime.date | None = Field(None, description="Only tickets created on or after this day")
    limit: int = Field(5, ge=1, le=20, description="Tickets per page (default 5)")
    cursor: str | None = Field(None, description="next_cursor of the previous page, unchanged")


TOOL = {
    "name": "search_tickets",
    "description": (
        "Finds the helpdesk tickets one employee filed, newest first. Use it when an employee asks "
        "how their tickets are going. Do not use it to open a ticket: use create_ticket instead. "
        "Returns ticket_id, title, status and created_at per ticket, plus next_cursor when more remain."
    ),
    "input_schema": TicketSearch.model_json_schema(),
}
