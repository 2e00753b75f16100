/** The edge function through which the staff's screens send e-mail (supabase/functions/staff-email). */
export const STAFF_FUNCTION = 'staff-email';
